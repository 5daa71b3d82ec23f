import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { createLogger } from '../logger.js';
import { jobs, runOnce } from '../jobs/scheduler.js';
import { clientRegistrationRule } from '../services/oauth/limit-client-registration.js';

/**
 * The OAuth provider under attack (docs/decisions/0015-mcp-oauth.md): Bearer tokens only, never DPoP-bound
 * ones; a refresh token used twice gets nothing; registration is limited per address and in size, and
 * clients no one allowed are cleared out after a day.
 */
const ORIGIN = 'http://127.0.0.1:39217';
const REDIRECT = 'http://127.0.0.1:9/callback';
const REGISTER = `${ORIGIN}/api/auth/oauth2/register`;
const TOKEN = `${ORIGIN}/api/auth/oauth2/token`;

let db: TestDatabase;
let t: TestApp;
let owner: { client: TestClient; id: string };
let address = 0;

/** An address of its own per caller, so tests never share a registration budget. */
function nextAddress(): string {
  address += 1;
  return `198.19.${Math.floor(address / 250)}.${address % 250}`;
}

const call = (url: string, init: RequestInit = {}) => t.app.request(url, init);

function register(metadata: Record<string, unknown>, ip = nextAddress()) {
  const body = { client_name: 'Tool', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none', application_type: 'native', ...metadata };
  return call(REGISTER, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
}

const countClients = async () => Number((await db.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from oauth_clients`))[0]!.n);

const toolsList = (token: string, scheme = 'Bearer') =>
  call(`${ORIGIN}/mcp`, {
    method: 'POST',
    headers: { authorization: `${scheme} ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(TOKEN, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

/** RFC 9449's proof for a POST to the token endpoint, signed with a fresh P-256 key. */
function dpopProof(): string {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })}.${encode({ jti: randomUUID(), htm: 'POST', htu: TOKEN, iat: Math.floor(Date.now() / 1000) })}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** A tool registers, the owner allows it, and the code is exchanged (with `tokenHeaders`, e.g. a DPoP proof). */
async function connect(tokenHeaders: Record<string, string> = {}): Promise<{ clientId: string; tokens: TokenAnswer }> {
  const clientId = ((await (await register({})).json()) as { client_id: string }).client_id;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', scope: 'prompts:read prompts:write offline_access', resource: `${ORIGIN}/mcp`, state: 's' });
  const toConsent = await call(`${ORIGIN}/api/auth/oauth2/authorize?${authorize}`, { headers: { accept: 'text/html', cookie: owner.client.cookieHeader } });
  expect(toConsent.status).toBe(302);
  const consentPage = new URL(toConsent.headers.get('location')!, ORIGIN);
  const answered = await owner.client.post<{ redirectTo: string }>('/api/oauth/consent', { oauthQuery: consentPage.search.slice(1), accept: true, access: 'write' });
  const code = new URL(answered.body.redirectTo).searchParams.get('code')!;
  const res = await postForm({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier, resource: `${ORIGIN}/mcp` }, tokenHeaders);
  expect(res.status).toBe(200);
  return { clientId, tokens: (await res.json()) as TokenAnswer };
}

const refresh = (clientId: string, refreshToken: string) => postForm({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, resource: `${ORIGIN}/mcp` });

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: ORIGIN, trustProxy: 1 });
  await createUser(t, { admin: true });
  owner = await createUser(t);
});
afterAll(() => db.drop());

describe('DPoP is neither advertised nor issued', () => {
  it('leaves DPoP out of both discovery documents', async () => {
    for (const path of ['/.well-known/oauth-authorization-server/api/auth', '/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource/mcp']) {
      const res = await call(`${ORIGIN}${path}`);
      expect(res.status).toBe(200);
      const metadata = (await res.json()) as Record<string, unknown>;
      expect(metadata.issuer ?? metadata.resource).toBeTruthy();
      expect(metadata).not.toHaveProperty('dpop_signing_alg_values_supported');
    }
  });

  it('refuses a registration asking for DPoP-bound tokens, and writes nothing', async () => {
    const before = await countClients();
    const res = await register({ dpop_bound_access_tokens: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_client_metadata', error_description: expect.stringContaining('DPoP') });
    expect(await countClients()).toBe(before);
  });

  it('answers a token request carrying a DPoP proof with a Bearer token that works as one', async () => {
    const { tokens } = await connect({ dpop: dpopProof() });
    expect(tokens.token_type).toBe('Bearer');
    expect((await toolsList(tokens.access_token)).status).toBe(200);
  });

  it('never takes a DPoP-bound token as Bearer', async () => {
    const { clientId, tokens } = await connect();
    expect((await toolsList(tokens.access_token)).status).toBe(200);
    await db.handle.db.execute(sql`update oauth_access_tokens set confirmation = ${JSON.stringify({ jkt: 'x'.repeat(43) })}::jsonb where client_id = ${clientId}`);
    expect((await toolsList(tokens.access_token)).status).toBe(401);
    expect((await toolsList(tokens.access_token, 'DPoP')).status).toBe(401);
  });
});

describe('a refresh token is spent once', () => {
  it('a replayed refresh token gets nothing and ends the pair it was exchanged for', async () => {
    const { clientId, tokens } = await connect();
    const first = await refresh(clientId, tokens.refresh_token);
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as TokenAnswer;
    expect((await toolsList(renewed.access_token)).status).toBe(200);
    const replayed = await refresh(clientId, tokens.refresh_token);
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { error: string }).error).toBe('invalid_grant');
    // Whoever holds the renewed pair (the thief or the tool) has to sign in again.
    expect((await toolsList(renewed.access_token)).status).toBe(401);
    expect((await refresh(clientId, renewed.refresh_token)).status).toBe(400);
  });
});

describe('client registration limits', () => {
  it('refuses oversized names, addresses and lists with invalid_client_metadata, and writes nothing', async () => {
    const before = await countClients();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ client_name: 'n'.repeat(200 * 1024) }, 'too large'],
      [{ client_name: 'n'.repeat(201) }, 'client_name is too long'],
      [{ redirect_uris: Array.from({ length: 3000 }, (_, i) => `http://127.0.0.1:9/cb${i}`) }, 'too large'],
      [{ redirect_uris: Array.from({ length: 11 }, (_, i) => `http://127.0.0.1:9/cb${i}`) }, 'redirect_uris lists too many items'],
      [{ logo_uri: `https://tool.example/${'l'.repeat(3000)}.png` }, 'logo_uri is too long'],
      [{ contacts: Array.from({ length: 50 }, (_, i) => `a${i}@tool.example`) }, 'contacts lists too many items'],
    ];
    for (const [metadata, problem] of cases) {
      const res = await register(metadata);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; error_description: string };
      expect(body.error).toBe('invalid_client_metadata');
      expect(body.error_description).toContain(problem);
    }
    expect(await countClients()).toBe(before);
    expect((await register({ client_name: 'n'.repeat(200) })).status).toBe(201);
  });

  it('reads the body as better-auth does: a JSON type in any letter case is held to the same limits, other types are refused', async () => {
    const before = await countClients();
    const raw = (body: string, contentType: string) => call(REGISTER, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': nextAddress() }, body });
    const metadata = (extra: Record<string, unknown>) => JSON.stringify({ client_name: 'Tool', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', ...extra });
    for (const type of ['Application/JSON', 'APPLICATION/json; charset=utf-8', 'application/vnd.api+json']) {
      expect((await raw(metadata({ client_name: 'n'.repeat(5000) }), type)).status).toBe(400);
      expect((await raw(metadata({ redirect_uris: Array.from({ length: 60 }, (_, i) => `${REDIRECT}/${i}`) }), type)).status).toBe(400);
      expect((await raw(metadata({ dpop_bound_access_tokens: true }), type)).status).toBe(400);
      const nul = await raw(metadata({ client_uri: 'https://tool.example/\u0000' }), type);
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({ error: 'invalid_request' });
    }
    const multipart = new FormData();
    multipart.set('client_name', 'Tool\u0000');
    const refused = await call(REGISTER, { method: 'POST', headers: { 'x-forwarded-for': nextAddress() }, body: multipart });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('application/json') });
    const token = await call(TOKEN, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'grant_type=refresh_token&refresh_token=x' });
    expect(token.status).toBe(415);
    expect(await countClients()).toBe(before);
  });

  it('refuses a client name a person could misread: line breaks, direction overrides, hidden characters', async () => {
    const before = await countClients();
    for (const name of ['Claude\u202eia.edualc', 'Claude\nVerified by PromptNest', 'Clau\u200bde', 'Claude\u2066x\u2069', 'Claude\u2028Verified']) {
      const res = await register({ client_name: name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.stringContaining('client_name') });
    }
    expect(await countClients()).toBe(before);
    expect((await register({ client_name: 'Équipe 👩‍💻 Tools' })).status).toBe(201);
  });

  it('lets one address register only so many clients an hour, even all at once; another address still can', async () => {
    const ip = nextAddress();
    const before = await countClients();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => register({ client_name: `Burst ${i}` }, ip)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(clientRegistrationRule.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - clientRegistrationRule.limit);
    const refused = answers.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'rate_limited', error_description: expect.any(String) });
    expect(await countClients()).toBe(before + clientRegistrationRule.limit);
    expect((await register({}, nextAddress())).status).toBe(201);
  });

  it('clears out anonymous clients no one allowed within a day, and keeps every other', async () => {
    const register201 = async (metadata: Record<string, unknown> = {}) => ((await (await register(metadata)).json()) as { client_id: string }).client_id;
    const abandoned = await register201({ client_name: 'Abandoned' });
    const fresh = await register201({ client_name: 'Fresh' });
    const { clientId: allowed } = await connect();
    const documentClient = await register201({ client_name: 'Known by its document' });
    const personal = await register201({ client_name: 'Registered by a person' });
    const older = sql`now() - interval '25 hours'`;
    await db.handle.db.execute(sql`update oauth_clients set created_at = ${older} where client_id in (${abandoned}, ${allowed}, ${documentClient}, ${personal})`);
    await db.handle.db.execute(sql`update oauth_clients set client_discovery_id = 'cimd' where client_id = ${documentClient}`);
    await db.handle.db.execute(sql`update oauth_clients set user_id = ${owner.id} where client_id = ${personal}`);
    const job = jobs.find((candidate) => candidate.name === 'prune-unapproved-oauth-clients')!;
    expect(await runOnce({ db: db.handle.db, log: createLogger('silent') }, job)).toBe(true);
    const left = (await db.handle.db.execute<{ client_id: string }>(sql`select client_id from oauth_clients`)).map((row) => row.client_id);
    expect(left).not.toContain(abandoned);
    expect(left).toEqual(expect.arrayContaining([fresh, allowed, documentClient, personal]));
  });
});
