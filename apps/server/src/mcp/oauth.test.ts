import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client, StreamableHTTPClientTransport, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { createPromptAs } from '../../test/prompt-factory.js';

/**
 * Signing in to `/mcp` with OAuth (docs/decisions/0015-mcp-oauth.md), driven by the MCP SDK's own OAuth
 * client over real HTTP: discovery from the 401, dynamic registration, PKCE, our consent, the token, a
 * tool call, and disconnection from the account page, which ends the token at once.
 */
let db: TestDatabase;
let t: TestApp;
let server: ServerType;
let origin: string;
let owner: { client: TestClient; id: string };
let stranger: { client: TestClient; id: string };
let pending: { client: TestClient; id: string };

const REDIRECT = 'http://127.0.0.1:9/callback';
/** What a browser sends when it follows a link (fetch itself sends Sec-Fetch-Mode: cors). */
const navigation = { accept: 'text/html,application/xhtml+xml' };

/**
 * Where the authorization endpoint sends the browser: a redirect to a navigation, or the same address as
 * JSON to a script's fetch (the browser test, e2e/mcp-oauth.spec.ts, follows the real redirects).
 */
async function nextPage(res: Response): Promise<URL> {
  if (res.status === 302) return new URL(res.headers.get('location') ?? '', origin);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { redirect: boolean; url: string };
  expect(body.redirect).toBe(true);
  return new URL(body.url, origin);
}

/** An AI tool's OAuth state, kept in memory as a connector keeps it. */
class Connector implements OAuthClientProvider {
  authorizationUrl?: URL;
  saved?: Parameters<OAuthClientProvider['saveTokens']>[0];
  private info?: Awaited<ReturnType<OAuthClientProvider['clientInformation']>>;
  private verifier = '';
  /** With a metadata URL, the connector is known by its client ID metadata document and does not register. */
  constructor(
    private readonly name: string,
    readonly clientMetadataUrl?: string,
  ) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata() {
    return { client_name: this.name, redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: NonNullable<Awaited<ReturnType<OAuthClientProvider['clientInformation']>>>) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: NonNullable<Connector['saved']>) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  get clientId(): string {
    return (this.info as { client_id: string }).client_id;
  }
}

function transportFor(connector: Connector) {
  return new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { authProvider: connector });
}

/** The person's part: the browser follows the authorization URL with their session and answers the consent page. */
async function consent(person: TestClient, authorizationUrl: URL, answer: { accept: boolean; access: 'read' | 'write' }) {
  const toConsent = await fetch(authorizationUrl, { headers: { ...navigation, cookie: person.cookieHeader }, redirect: 'manual' });
  const consentPage = await nextPage(toConsent);
  expect(consentPage.pathname).toBe('/oauth/consent');
  const details = await person.get<{ client: { name: string }; access: string }>(`/api/oauth/consent?${new URLSearchParams({ client_id: consentPage.searchParams.get('client_id') ?? '', scope: consentPage.searchParams.get('scope') ?? '', redirect_uri: consentPage.searchParams.get('redirect_uri') ?? '' })}`);
  const answered = await person.post<{ redirectTo: string }>('/api/oauth/consent', { oauthQuery: consentPage.search.slice(1), ...answer });
  return { details, answered, oauthQuery: consentPage.search.slice(1) };
}

/** A connector that went through the whole flow: its client holds a live token. */
async function connectWithOAuth(name: string, access: 'read' | 'write', person = owner.client, clientMetadataUrl?: string) {
  const connector = new Connector(name, clientMetadataUrl);
  const first = new Client({ name, version: '1.0.0' });
  await expect(first.connect(transportFor(connector))).rejects.toBeInstanceOf(UnauthorizedError);
  const { answered } = await consent(person, connector.authorizationUrl!, { accept: true, access });
  expect(answered.status).toBe(200);
  const callback = new URL(answered.body.redirectTo);
  const transport = transportFor(connector);
  await transport.finishAuth(callback.searchParams);
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transportFor(connector));
  return { connector, client };
}

/** Client ID metadata documents, as their tools publish them at their https addresses. */
const metadataDocuments = new Map<string, unknown>();
const fetchedDocuments: string[] = [];

/** Stands in for the network at the metadata transport (the real one reaches only public https addresses). */
async function serveMetadataDocument(input: Parameters<typeof fetch>[0]): Promise<Response> {
  const url = new Request(input).url;
  fetchedDocuments.push(url);
  const document = metadataDocuments.get(url);
  if (document === undefined) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(document), { headers: { 'content-type': 'application/json' } });
}

const toolsList = (token: string) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });

beforeAll(async () => {
  db = await createTestDatabase();
  // The app is built once the port is known: the issuer and the protected resource are APP_URL's.
  const built: { app?: TestApp['app'] } = {};
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (request) => built.app!.fetch(request), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = buildTestApp(db, { appUrl: origin }, undefined, serveMetadataDocument);
  built.app = t.app;
  await createUser(t, { admin: true });
  owner = await createUser(t);
  stranger = await createUser(t);
  pending = await createUser(t, { approved: false });
  await createPromptAs(owner.client, { title: 'Cold email', content: 'Write to {{name}} about OWNER-SECRET.', tags: ['sales'] });
  await createPromptAs(stranger.client, { title: 'Stranger note', content: 'STRANGER-SECRET' });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

describe('MCP over OAuth', () => {
  it('points a client without credentials at the protected-resource metadata, which names our authorization server', async () => {
    const res = await toolsList('').then(() => fetch(`${origin}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' }));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`);
    const metadata = (await (await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`)).json()) as { resource: string; authorization_servers: string[] };
    expect(metadata.resource).toBe(`${origin}/mcp`);
    const issuer = metadata.authorization_servers[0]!;
    const server = (await (await fetch(`${origin}/.well-known/oauth-authorization-server${new URL(issuer).pathname}`)).json()) as Record<string, unknown>;
    expect(server.issuer).toBe(issuer);
    expect(server.code_challenge_methods_supported).toEqual(['S256']);
    expect(server.registration_endpoint).toBe(`${origin}/api/auth/oauth2/register`);
  });

  it('sends a signed-out person to the sign-in screen with the request kept', async () => {
    const connector = new Connector('Signed-out tool');
    await expect(new Client({ name: 'x', version: '1' }).connect(transportFor(connector))).rejects.toBeInstanceOf(UnauthorizedError);
    const res = await fetch(connector.authorizationUrl!, { headers: navigation, redirect: 'manual' });
    const location = await nextPage(res);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('client_id')).toBe(connector.clientId);
    expect(location.searchParams.get('sig')).toBeTruthy();
  });

  it('connects with read and write after consent, sees only its user’s library, and can write', async () => {
    const { client, connector } = await connectWithOAuth('Claude', 'write');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('create_prompt');
    const found = await client.callTool({ name: 'search_prompts', arguments: { query: 'email' } });
    expect(JSON.stringify(found)).toContain('Cold email');
    expect(JSON.stringify(found)).not.toContain('Stranger note');
    const created = await client.callTool({ name: 'create_prompt', arguments: { title: 'Made by Claude', content: 'Hello' } });
    expect(created.isError).toBeFalsy();
    expect(connector.saved?.refresh_token).toBeTruthy();
    const apps = await owner.client.get<{ items: Array<{ clientId: string; name: string; access: string; lastActiveAt: string | null }> }>('/api/connected-apps');
    expect(apps.body.items).toContainEqual(expect.objectContaining({ clientId: connector.clientId, name: 'Claude', access: 'write' }));
    expect((await stranger.client.get<{ items: unknown[] }>('/api/connected-apps')).body.items).toEqual([]);
  });

  it('grants read only when the person narrows it, and the write tools stay out of reach', async () => {
    const { client, connector } = await connectWithOAuth('Reader', 'read');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('create_prompt');
    await expect(client.callTool({ name: 'create_prompt', arguments: { title: 'Nope', content: 'x' } })).rejects.toThrow(/create_prompt/);
    expect(connector.saved?.scope?.split(' ')).not.toContain('prompts:write');
  });

  it('disconnecting the app ends its token at once; another user cannot disconnect it', async () => {
    const { connector } = await connectWithOAuth('Short-lived', 'write');
    const token = connector.saved!.access_token;
    expect((await toolsList(token)).status).toBe(200);
    expect((await stranger.client.request('DELETE', `/api/connected-apps/${connector.clientId}`)).status).toBe(404);
    expect((await toolsList(token)).status).toBe(200);
    const res = await owner.client.request('DELETE', `/api/connected-apps/${connector.clientId}`);
    expect(res.status).toBe(200);
    const refused = await toolsList(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('OAUTH_TOKEN_INVALID');
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    // Nor can it come back with its refresh token.
    const renewed = await fetch(`${origin}/api/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: connector.saved!.refresh_token!, client_id: connector.clientId, resource: `${origin}/mcp` }),
    });
    expect(renewed.status).toBeGreaterThanOrEqual(400);
    expect((await owner.client.get<{ items: Array<{ clientId: string }> }>('/api/connected-apps')).body.items.map((app) => app.clientId)).not.toContain(connector.clientId);
  });

  it('renews access with the refresh token', async () => {
    const { connector } = await connectWithOAuth('Renewer', 'write');
    const renewed = await fetch(`${origin}/api/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: connector.saved!.refresh_token!, client_id: connector.clientId, resource: `${origin}/mcp` }),
    });
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { access_token: string };
    expect((await toolsList(body.access_token)).status).toBe(200);
  });

  it('a denial goes back to the client with access_denied and connects nothing', async () => {
    const connector = new Connector('Denied');
    await expect(new Client({ name: 'x', version: '1' }).connect(transportFor(connector))).rejects.toBeInstanceOf(UnauthorizedError);
    const { answered, details } = await consent(owner.client, connector.authorizationUrl!, { accept: false, access: 'write' });
    expect(details.body).toEqual({ client: { name: 'Denied', uri: null, isSelfRegistered: true }, redirectHost: '127.0.0.1:9', claimedHost: null, access: 'write' });
    expect(new URL(answered.body.redirectTo).searchParams.get('error')).toBe('access_denied');
    expect((await owner.client.get<{ items: Array<{ name: string }> }>('/api/connected-apps')).body.items.map((app) => app.name)).not.toContain('Denied');
  });

  it('refuses a tampered request, a pending account and a signed-out caller on the consent routes', async () => {
    const connector = new Connector('Tampered');
    await expect(new Client({ name: 'x', version: '1' }).connect(transportFor(connector))).rejects.toBeInstanceOf(UnauthorizedError);
    const toConsent = await fetch(connector.authorizationUrl!, { headers: { ...navigation, cookie: owner.client.cookieHeader }, redirect: 'manual' });
    const query = (await nextPage(toConsent)).searchParams;
    query.set('redirect_uri', 'https://attacker.example/steal');
    const tampered = await owner.client.post<{ error: string; message: string }>('/api/oauth/consent', { oauthQuery: query.toString(), accept: true, access: 'write' });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toBe('OAUTH_REQUEST_INVALID');
    const clientId = connector.clientId;
    expect((await pending.client.get(`/api/oauth/consent?client_id=${clientId}&redirect_uri=${REDIRECT}`)).status).toBe(403);
    expect((await pending.client.post('/api/oauth/consent', { oauthQuery: query.toString(), accept: true, access: 'write' })).status).toBe(403);
    const anonymous = await fetch(`${origin}/api/oauth/consent?client_id=${clientId}&redirect_uri=${REDIRECT}`);
    expect(anonymous.status).toBe(401);
    expect((await owner.client.get(`/api/oauth/consent?client_id=unknown-client&redirect_uri=${REDIRECT}`)).status).toBe(404);
  });

  it('knows a client by its client ID metadata document: no registration, its name on the consent page', async () => {
    const metadata = (await (await fetch(`${origin}/.well-known/oauth-authorization-server/api/auth`)).json()) as Record<string, unknown>;
    expect(metadata.client_id_metadata_document_supported).toBe(true);
    const documentUrl = 'https://tools.example/oauth/promptnest-client.json';
    metadataDocuments.set(documentUrl, { client_id: documentUrl, client_name: 'Example Tool', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' });
    const connector = new Connector('Example Tool', documentUrl);
    const first = new Client({ name: 'x', version: '1' });
    await expect(first.connect(transportFor(connector))).rejects.toBeInstanceOf(UnauthorizedError);
    expect(connector.clientId).toBe(documentUrl);
    const { details, answered } = await consent(owner.client, connector.authorizationUrl!, { accept: true, access: 'read' });
    expect(details.body.client.name).toBe('Example Tool');
    await transportFor(connector).finishAuth(new URL(answered.body.redirectTo).searchParams);
    const client = new Client({ name: 'x', version: '1' });
    await client.connect(transportFor(connector));
    const found = await client.callTool({ name: 'search_prompts', arguments: { query: 'email' } });
    expect(JSON.stringify(found)).toContain('Cold email');
    expect(fetchedDocuments).toContain(documentUrl);
    const apps = await owner.client.get<{ items: Array<{ clientId: string; name: string; access: string }> }>('/api/connected-apps');
    expect(apps.body.items).toContainEqual(expect.objectContaining({ clientId: documentUrl, name: 'Example Tool', access: 'read' }));
  });

  it('refuses a metadata document that names another client or another redirect, and one that is missing', async () => {
    const authorize = (clientId: string, redirect = REDIRECT) =>
      fetch(`${origin}/api/auth/oauth2/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: redirect, response_type: 'code', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', scope: 'prompts:read', resource: `${origin}/mcp`, state: 's' })}`, { headers: { ...navigation, cookie: owner.client.cookieHeader }, redirect: 'manual' });
    const impostor = 'https://tools.example/oauth/impostor.json';
    metadataDocuments.set(impostor, { client_id: 'https://other.example/client.json', client_name: 'Impostor', redirect_uris: [REDIRECT] });
    const honest = 'https://tools.example/oauth/honest.json';
    metadataDocuments.set(honest, { client_id: honest, client_name: 'Honest', redirect_uris: [REDIRECT] });
    const outcomes: string[] = [];
    for (const [clientId, redirect] of [[impostor, REDIRECT], [honest, 'https://attacker.example/steal'], ['https://tools.example/oauth/missing.json', REDIRECT]] as const) {
      const res = await authorize(clientId, redirect);
      // Refused outright, or shown better-auth's error page: never sent on to the given address or to consent.
      if (res.status === 400) outcomes.push(((await res.json()) as { error: string }).error);
      else {
        const next = await nextPage(res);
        outcomes.push(`${next.pathname} ${next.searchParams.get('error')}`);
      }
    }
    expect(outcomes).toEqual(['invalid_client', '/oauth/error invalid_redirect', 'invalid_client']);
    const apps = await owner.client.get<{ items: Array<{ name: string }> }>('/api/connected-apps');
    expect(apps.body.items.map((app) => app.name)).not.toContain('Impostor');
  });

  it('refuses made-up tokens and tokens bound to another resource', async () => {
    expect((await toolsList('not-a-real-token')).status).toBe(401);
    const { connector } = await connectWithOAuth('Bound', 'write');
    await db.handle.db.execute(`update oauth_access_tokens set resources = array['https://elsewhere.example/mcp'] where client_id = '${connector.clientId}'` as never);
    expect((await toolsList(connector.saved!.access_token)).status).toBe(401);
  });
});
