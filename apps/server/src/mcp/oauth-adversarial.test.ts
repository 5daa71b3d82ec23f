import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { oauthClients, oauthConsents } from '../db/schema/index.js';

/**
 * OAuth adversarial: error redirects never leave for an unapproved client; consent shows the redirect host
 * and marks unverified clients (docs/decisions/0015-mcp-oauth.md). The attacker registers itself as
 * "Claude" with claude.ai's address and its own redirect, as anyone may.
 */
const APP_URL = 'https://promptnest.test';
const EVIL_REDIRECT = 'https://evil.example/cb';
const navigation = { accept: 'text/html,application/xhtml+xml' };

let db: TestDatabase;
let t: TestApp;
let owner: { client: TestClient; id: string };
let stranger: { client: TestClient; id: string };
let anonymous: TestClient;
let impostorId: string;

async function register(metadata: Record<string, unknown>): Promise<string> {
  const res = await anonymous.post<{ client_id: string }>('/api/auth/oauth2/register', {
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...metadata,
  });
  expect(res.status).toBe(201);
  return res.body.client_id;
}

function authorizePath(params: Record<string, string>): string {
  const query = { client_id: impostorId, redirect_uri: EVIL_REDIRECT, response_type: 'code', scope: 'prompts:read', state: 'st', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', resource: `${APP_URL}/mcp`, ...params };
  return `/api/auth/oauth2/authorize?${new URLSearchParams(query)}`;
}

/** Where the browser is sent: the Location of a navigation, or the URL a script's fetch is given. */
async function destination(person: TestClient, params: Record<string, string>, asFetch = false): Promise<URL> {
  const res = await person.request<{ url?: string }>('GET', authorizePath(params), undefined, { headers: asFetch ? { accept: 'application/json' } : navigation });
  const target = res.status === 302 ? res.headers.get('location') : res.body.url;
  expect(target, `status ${res.status}`).toBeTruthy();
  return new URL(target!, APP_URL);
}

/** Each request the issue found redirecting to the attacker: a bad scope, the implicit flow, prompt=none, no PKCE. */
const erroneous: Array<[string, Record<string, string>, string]> = [
  ['a scope it does not offer', { scope: 'bogus' }, 'invalid_scope'],
  ['response_type=token', { response_type: 'token' }, 'unsupported_response_type'],
  ['prompt=none', { prompt: 'none' }, ''],
  ['no PKCE', { code_challenge: '', code_challenge_method: '' }, 'invalid_request'],
];

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: APP_URL });
  await createUser(t, { admin: true });
  owner = await createUser(t);
  stranger = await createUser(t);
  anonymous = new TestClient(t);
  impostorId = await register({ client_name: 'Claude', client_uri: 'https://claude.ai', redirect_uris: [EVIL_REDIRECT] });
});
afterAll(async () => {
  await db.drop();
});

describe('authorization errors for a client nobody approved', () => {
  for (const [label, params, code] of erroneous) {
    it(`${label}: signed out, signed in without consent, navigation or fetch, all land on our error page`, async () => {
      for (const person of [anonymous, owner.client]) {
        for (const asFetch of [false, true]) {
          const to = await destination(person, params, asFetch);
          expect(to.origin).toBe(APP_URL);
          expect(to.hostname).not.toBe('evil.example');
          if (to.pathname === '/oauth/error') {
            expect(to.searchParams.get('error')).toMatch(/^[a-z_]+$/);
            if (code) expect(to.searchParams.get('error')).toBe(code);
            // Nothing the client wrote is carried to the page.
            expect(to.searchParams.has('state')).toBe(false);
          } else {
            // prompt=none signed in without consent, or signed out: never the client, at most sign-in.
            expect(['/auth', '/oauth/consent']).toContain(to.pathname);
          }
        }
      }
    });
  }

  it('an address the client did not register, or an unknown client, is explained on our page too', async () => {
    const unregistered = await destination(owner.client, { redirect_uri: 'https://elsewhere.example/cb' });
    expect(`${unregistered.origin}${unregistered.pathname}`).toBe(`${APP_URL}/oauth/error`);
    expect(unregistered.searchParams.get('error')).toBe('invalid_redirect');
    const unknown = await destination(anonymous, { client_id: 'no-such-client' });
    expect(`${unknown.origin}${unknown.pathname}`).toBe(`${APP_URL}/oauth/error`);
  });

  it('another user’s consent does not make the client approved for you', async () => {
    await db.handle.db.insert(oauthConsents).values({ id: randomUUID(), clientId: impostorId, userId: stranger.id, scopes: ['prompts:read'], createdAt: new Date(), updatedAt: new Date() });
    const to = await destination(owner.client, { scope: 'bogus' });
    expect(`${to.origin}${to.pathname}`).toBe(`${APP_URL}/oauth/error`);
  });
});

describe('authorization errors for a client the user approved', () => {
  it('go back to its registered redirect as OAuth says, and a good request still gets its code', async () => {
    const clientId = await register({ client_name: 'Approved tool', redirect_uris: ['https://tool.example/cb'] });
    await db.handle.db.insert(oauthConsents).values({ id: randomUUID(), clientId, userId: owner.id, scopes: ['prompts:read', 'prompts:write'], resources: [`${APP_URL}/mcp`], createdAt: new Date(), updatedAt: new Date() });
    const error = await destination(owner.client, { client_id: clientId, redirect_uri: 'https://tool.example/cb', scope: 'bogus' });
    expect(`${error.origin}${error.pathname}`).toBe('https://tool.example/cb');
    expect(error.searchParams.get('error')).toBe('invalid_scope');
    expect(error.searchParams.get('state')).toBe('st');
    const code = await destination(owner.client, { client_id: clientId, redirect_uri: 'https://tool.example/cb' });
    expect(`${code.origin}${code.pathname}`).toBe('https://tool.example/cb');
    expect(code.searchParams.get('code')).toBeTruthy();
    // Signed out, the same client's errors stay with us: nobody is there to have approved it.
    const signedOut = await destination(anonymous, { client_id: clientId, redirect_uri: 'https://tool.example/cb', scope: 'bogus' });
    expect(`${signedOut.origin}${signedOut.pathname}`).toBe(`${APP_URL}/oauth/error`);
  });
});

describe('better-auth’s own error address', () => {
  it('is our page, with only a well-formed error code', async () => {
    const res = await anonymous.get('/api/auth/error?error=invalid_client&error_description=Call+555-0100');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${APP_URL}/oauth/error?error=invalid_client`);
    const odd = await anonymous.get('/api/auth/error?error=%3Cscript%3E');
    expect(odd.headers.get('location')).toBe(`${APP_URL}/oauth/error?error=invalid_request`);
  });
});

describe('what the consent screen is told about the client', () => {
  const askConsent = (person: TestClient, clientId: string, redirect: string) =>
    person.get<Record<string, unknown>>(`/api/oauth/consent?${new URLSearchParams({ client_id: clientId, scope: 'prompts:read prompts:write', redirect_uri: redirect })}`);

  it('a self-registered "Claude": its own word, the attacker’s host, and not claude.ai', async () => {
    const res = await askConsent(owner.client, impostorId, EVIL_REDIRECT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ client: { name: 'Claude', uri: null, isSelfRegistered: true }, redirectHost: 'evil.example', claimedHost: 'claude.ai', access: 'write' });
  });

  it('shows a client address that has the redirect’s origin, and knows a metadata-document client', async () => {
    const honest = await register({ client_name: 'Honest', client_uri: 'https://honest.example/about', redirect_uris: ['https://honest.example/cb'] });
    expect((await askConsent(owner.client, honest, 'https://honest.example/cb')).body).toMatchObject({ client: { uri: 'https://honest.example/about', isSelfRegistered: true }, redirectHost: 'honest.example', claimedHost: null });
    const unclaimed = await register({ client_name: 'Plain', redirect_uris: ['https://plain.example/cb'] });
    expect((await askConsent(owner.client, unclaimed, 'https://plain.example/cb')).body).toMatchObject({ client: { uri: null, isSelfRegistered: true }, claimedHost: null });
    const documented = 'https://docs.example/client.json';
    await db.handle.db.insert(oauthClients).values({ id: randomUUID(), clientId: documented, clientDiscoveryId: 'cimd', name: 'Documented', redirectUris: ['https://docs.example/cb'], createdAt: new Date() });
    expect((await askConsent(owner.client, documented, 'https://docs.example/cb')).body).toMatchObject({ client: { name: 'Documented', isSelfRegistered: false }, redirectHost: 'docs.example', claimedHost: null });
  });

  it('shows a name the client wrote as one line of visible text, of a sensible length', async () => {
    // Registration refuses such names; a metadata document's name, or an older row, is shown cleaned.
    const shown = async (name: string) => {
      const clientId = `https://names.example/${randomUUID()}.json`;
      await db.handle.db.insert(oauthClients).values({ id: randomUUID(), clientId, clientDiscoveryId: 'cimd', name, redirectUris: ['https://names.example/cb'], createdAt: new Date() });
      return ((await askConsent(owner.client, clientId, 'https://names.example/cb')).body.client as { name: string }).name;
    };
    expect(await shown('Claude\u202eia.edualc')).toBe('Claude ia.edualc');
    expect(await shown('Claude\nVerified by PromptNest')).toBe('Claude Verified by PromptNest');
    expect(await shown('\u200b\u2066')).toBe('An AI tool');
    expect(await shown('Team 👩‍💻')).toBe('Team 👩‍💻');
    const long = await shown('A'.repeat(300));
    expect([...long]).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('Deny for a client claiming another site keeps the person with us; an honest client gets OAuth’s answer', async () => {
    const deny = async (clientId: string, redirect: string) => {
      const toConsent = await destination(owner.client, { client_id: clientId, redirect_uri: redirect });
      expect(toConsent.pathname).toBe('/oauth/consent');
      const res = await owner.client.post<{ redirectTo: string }>('/api/oauth/consent', { oauthQuery: toConsent.search.slice(1), accept: false, access: 'read' });
      expect(res.status).toBe(200);
      return new URL(res.body.redirectTo);
    };
    const impostor = await deny(impostorId, EVIL_REDIRECT);
    expect(impostor.href).toBe(`${APP_URL}/oauth/error?error=access_denied`);
    const honestId = await register({ client_name: 'Honest', client_uri: 'https://honest.example', redirect_uris: ['https://honest.example/cb'] });
    const honest = await deny(honestId, 'https://honest.example/cb');
    expect(`${honest.origin}${honest.pathname}`).toBe('https://honest.example/cb');
    expect(honest.searchParams.get('error')).toBe('access_denied');
    expect(honest.searchParams.get('state')).toBe('st');
  });

  it('refuses a redirect the client did not register, and a missing one', async () => {
    const other = await askConsent(owner.client, impostorId, 'https://claude.ai/cb');
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('OAUTH_REQUEST_INVALID');
    const missing = await owner.client.get(`/api/oauth/consent?client_id=${impostorId}`);
    expect(missing.status).toBe(400);
  });
});
