import { MCP_PATH, type Prompt } from '@promptnest/core';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { oauthClients, oauthConsents, users } from '../src/db/schema/index.js';
import { PASSWORD, TestClient } from './client.js';
import { createUser, uniqueEmail } from './factories.js';
import type { TestApp } from './harness.js';
import { fixtureBody } from './import-fixtures.js';
import { createPromptAs } from './prompt-factory.js';
import { giveSubscription } from './subscription-factory.js';

/**
 * Every endpoint of the API with a valid request for it and the status each caller should get: the
 * authorization matrix and the bad-input suite both walk this table. `routesOfTheRouter` reads the
 * router, so a new endpoint without an entry fails both.
 */
export type Role = 'anonymous' | 'pending' | 'other' | 'admin' | 'owner';
export const roles: Role[] = ['anonymous', 'pending', 'other', 'admin', 'owner'];

export interface World {
  t: TestApp;
  owner: { client: TestClient; email: string; id: string };
  callers: Record<Role, TestClient>;
  /** A fresh private prompt of the owner, with the secret marker in its title. */
  prompt(): Promise<Prompt>;
  trashed(): Promise<Prompt>;
  shared(): Promise<Prompt>;
  checkout(): Promise<string>;
  deletionToken(): Promise<string>;
  starterId(): Promise<string>;
}

/** A valid request; `headers` only where the protocol asks for some (MCP's Accept). */
type Request = { path: string; body?: unknown; headers?: Record<string, string> };
export interface Entry {
  /** Runs once before the roles take their turns. */
  setup?: (w: World) => Promise<void>;
  build: (w: World, role: Role) => Promise<Request> | Request;
  expect: Record<Role, number>;
}

const all = (status: number): Record<Role, number> => ({ anonymous: status, pending: status, other: status, admin: status, owner: status });
const user = (ok: number, others = ok): Record<Role, number> => ({ anonymous: 401, pending: 403, other: others, admin: others, owner: ok });
const adminOnly = (ok: number): Record<Role, number> => ({ anonymous: 401, pending: 403, other: 403, admin: ok, owner: 403 });
const path = (p: string) => () => ({ path: p });
/** The signed-in caller's own address (deleting an account asks for it); a placeholder when signed out. */
const emailOf = async (client: TestClient) =>
  (await client.get<{ user: { email: string } | null }>('/api/auth/session')).body.user?.email ?? 'nobody@example.com';

/** A fresh API key of the owner's, named with the secret marker; its id. */
const ownerApiKey = async (w: World) =>
  (await w.owner.client.post<{ id: string }>('/api/api-keys', { name: `OWNER-SECRET-${w.owner.id}`.slice(0, 50), access: 'read', expiresIn: 'never' })).body.id;

/**
 * An AI tool the owner connected with OAuth, as the consent leaves it (docs/decisions/0015-mcp-oauth.md):
 * a registered client and the owner's consent, the client named with the secret marker; its client id.
 */
const ownerConnectedApp = async (w: World) => {
  const clientId = `matrix-${randomUUID()}`;
  await w.t.deps.db.insert(oauthClients).values({ id: randomUUID(), clientId, name: `OWNER-SECRET-${w.owner.id}`, redirectUris: ['http://127.0.0.1:9/callback'], createdAt: new Date() });
  await w.t.deps.db.insert(oauthConsents).values({ id: randomUUID(), clientId, userId: w.owner.id, scopes: ['prompts:read'], createdAt: new Date(), updatedAt: new Date() });
  return clientId;
};
/** A registered client nobody connected yet: what a consent screen asks about. */
const registeredClient = async (w: World) => {
  const clientId = `matrix-${randomUUID()}`;
  await w.t.deps.db.insert(oauthClients).values({ id: randomUUID(), clientId, name: 'Matrix connector', redirectUris: ['http://127.0.0.1:9/callback'], createdAt: new Date() });
  return clientId;
};
const oauthClientRegistration = { client_name: 'Matrix connector', redirect_uris: ['https://connector.example/callback'], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] };

/**
 * A version of the owner's prompt that is not its current one (the prompt was edited after it), so restoring
 * it really writes; its path under its own prompt.
 */
const ownerVersionPath = async (w: World) => {
  const prompt = await w.prompt();
  await w.owner.client.request('PATCH', `/api/v1/prompts/${prompt.id}`, { content: 'Private notes of the owner, edited', saveKind: 'save' });
  const { items } = (await w.owner.client.get<{ items: Array<{ id: string }> }>(`/api/v1/prompts/${prompt.id}/versions`)).body;
  return `/api/v1/prompts/${prompt.id}/versions/${items.at(-1)?.id ?? 'missing'}`;
};

/** A JSON-RPC request an MCP client sends; the endpoint reads it only for a caller with a key. */
const mcpToolsList = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

export const matrix: Record<string, Entry> = {
  // The MCP endpoint takes a personal key (Bearer) only: a session cookie is no credential there, so every
  // cookie caller is signed out (docs/decisions/0014-mcp-server.md). Keys: api-key-matrix.test.ts and src/mcp.
  'GET /mcp': { build: path('/mcp'), expect: all(401) },
  'POST /mcp': { build: () => ({ path: '/mcp', body: mcpToolsList, headers: { accept: 'application/json, text/event-stream' } }), expect: all(401) },
  'DELETE /mcp': { build: path('/mcp'), expect: all(401) },

  // better-auth's OAuth endpoints for AI tools (docs/decisions/0015-mcp-oauth.md): clients, not people, call
  // them, so a cookie changes nothing. Registration is open, as MCP clients register themselves.
  'GET /api/auth/oauth2/authorize': { build: path('/api/auth/oauth2/authorize?client_id=unknown&response_type=code'), expect: all(302) },
  // better-auth's old error address: our error page for everyone (docs/decisions/0015-mcp-oauth.md).
  'GET /api/auth/error': { build: path('/api/auth/error?error=invalid_client'), expect: all(302) },
  'POST /api/auth/oauth2/register': { build: () => ({ path: '/api/auth/oauth2/register', body: oauthClientRegistration }), expect: all(201) },
  // These three take forms only (RFC 6749), so the matrix's JSON is refused alike for everyone; the whole
  // flow, with forms, is src/mcp/oauth.test.ts.
  'POST /api/auth/oauth2/token': { build: () => ({ path: '/api/auth/oauth2/token', body: { grant_type: 'authorization_code', code: 'made-up', client_id: 'unknown' } }), expect: all(415) },
  'POST /api/auth/oauth2/revoke': { build: () => ({ path: '/api/auth/oauth2/revoke', body: { token: 'made-up', client_id: 'unknown' } }), expect: all(415) },
  'POST /api/auth/oauth2/introspect': { build: () => ({ path: '/api/auth/oauth2/introspect', body: { token: 'made-up', client_id: 'unknown' } }), expect: all(415) },

  'GET /api/oauth/consent': { build: async (w) => ({ path: `/api/oauth/consent?client_id=${await registeredClient(w)}&redirect_uri=http://127.0.0.1:9/callback` }), expect: user(200) },
  'POST /api/oauth/consent': { build: () => ({ path: '/api/oauth/consent', body: { oauthQuery: 'client_id=unknown&sig=made-up', accept: true, access: 'read' } }), expect: user(400) },
  'GET /api/connected-apps': { setup: async (w) => void (await ownerConnectedApp(w)), build: path('/api/connected-apps'), expect: user(200) },
  'DELETE /api/connected-apps/:clientId': { build: async (w) => ({ path: `/api/connected-apps/${await ownerConnectedApp(w)}` }), expect: user(200, 404) },
  'GET /api/auth/session': { build: path('/api/auth/session'), expect: all(200) },
  'GET /api/auth/providers': { build: path('/api/auth/providers'), expect: all(200) },
  'POST /api/auth/sign-up': { build: () => ({ path: '/api/auth/sign-up', body: { email: uniqueEmail('matrix'), password: PASSWORD } }), expect: all(201) },
  'POST /api/auth/sign-in': {
    build: (w, role) => ({ path: '/api/auth/sign-in', body: { email: w.owner.email, password: role === 'owner' ? PASSWORD : 'not-the-password' } }),
    expect: { ...all(401), owner: 200 },
  },
  'POST /api/auth/sign-out': { build: path('/api/auth/sign-out'), expect: all(200) },
  // Any signed-in account, pending ones included, may have its own confirmation e-mail sent again.
  'POST /api/auth/resend-confirmation': { build: path('/api/auth/resend-confirmation'), expect: { ...all(200), anonymous: 401 } },
  // The same answer whether or not the address has an account (mail to the owner is rate-limited, tested elsewhere).
  'POST /api/auth/forgot-password': { build: () => ({ path: '/api/auth/forgot-password', body: { email: uniqueEmail('reset') } }), expect: all(200) },
  'POST /api/auth/reset-password/verify': { build: () => ({ path: '/api/auth/reset-password/verify', body: { token: 'not-a-real-token' } }), expect: all(200) },
  'POST /api/auth/reset-password': {
    build: () => ({ path: '/api/auth/reset-password', body: { token: 'not-a-real-token', newPassword: 'another-pass', confirmPassword: 'another-pass' } }),
    expect: all(400),
  },
  'POST /api/auth/change-password': {
    build: (_w, role) => ({
      path: '/api/auth/change-password',
      body: { currentPassword: role === 'owner' ? PASSWORD : 'not-the-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    }),
    expect: user(200, 400),
  },
  'POST /api/auth/google': { build: () => ({ path: '/api/auth/google', body: {} }), expect: all(404) },
  'GET /api/auth/verify-email': { build: path('/api/auth/verify-email?token=forged'), expect: all(401) },
  'GET /api/auth/callback/:provider': { build: path('/api/auth/callback/google?state=forged&code=forged'), expect: all(302) },
  'POST /api/auth/callback/:provider': { build: () => ({ path: '/api/auth/callback/google', body: { state: 'forged', code: 'forged' } }), expect: all(302) },

  'GET /api/v1/prompts': { build: path('/api/v1/prompts'), expect: user(200) },
  'POST /api/v1/prompts': { build: () => ({ path: '/api/v1/prompts', body: { title: 'New', content: 'Body' } }), expect: user(201) },
  'GET /api/v1/export': { build: path('/api/v1/export'), expect: user(200) },
  // The owner has a private prompt, so an export that showed it to anyone else would fail.
  'GET /api/v1/export.json': { setup: async (w) => void (await w.prompt()), build: path('/api/v1/export.json'), expect: user(200) },
  'GET /api/v1/export.md.zip': { setup: async (w) => void (await w.prompt()), build: path('/api/v1/export.md.zip'), expect: user(200) },
  // Each caller imports into their own library, so the write happens: one plain prompt in prompts.chat's
  // format (the admin's library is shared by every entry, and a template would use up its Free room).
  'POST /api/v1/import/preview': { build: () => ({ path: '/api/v1/import/preview', body: fixtureBody('prompts.csv') }), expect: user(200) },
  'POST /api/v1/import': { build: () => ({ path: '/api/v1/import', body: { fileName: 'prompts.csv', data: '"act","prompt"\n"Travel Guide","Suggest a place to visit near my location."\n' } }), expect: user(200) },
  'GET /api/v1/prompts/:id': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}` }), expect: user(200, 404) },
  'PATCH /api/v1/prompts/:id': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}`, body: { title: 'Changed' } }), expect: user(200, 404) },
  'DELETE /api/v1/prompts/:id': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}` }), expect: user(200, 404) },
  'PUT /api/v1/prompts/:id/favorite': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/favorite`, body: { isFavorite: true } }), expect: user(200, 404) },
  'POST /api/v1/prompts/:id/share': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/share` }), expect: user(200, 404) },
  'DELETE /api/v1/prompts/:id/share': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.shared()).id}/share` }), expect: user(200, 404) },
  'GET /api/v1/trash': { build: path('/api/v1/trash'), expect: user(200) },
  'POST /api/v1/trash/:id/restore': { build: async (w) => ({ path: `/api/v1/trash/${(await w.trashed()).id}/restore` }), expect: user(200, 404) },
  'DELETE /api/v1/trash/:id': { build: async (w) => ({ path: `/api/v1/trash/${(await w.trashed()).id}` }), expect: user(200, 404) },
  'GET /api/v1/prompts/:id/versions': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/versions` }), expect: user(200, 404) },
  'GET /api/v1/prompts/:id/versions/:versionId': { build: async (w) => ({ path: await ownerVersionPath(w) }), expect: user(200, 404) },
  'POST /api/v1/prompts/:id/versions/:versionId/restore': { build: async (w) => ({ path: `${await ownerVersionPath(w)}/restore` }), expect: user(200, 404) },
  'GET /api/v1/prompts/:id/values': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/values` }), expect: user(200, 404) },
  'PUT /api/v1/prompts/:id/values': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/values`, body: { values: { name: 'Ada' } } }), expect: user(200, 404) },
  'DELETE /api/v1/prompts/:id/values': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/values` }), expect: user(200, 404) },
  'GET /api/v1/tags': { build: path('/api/v1/tags'), expect: user(200) },
  'POST /api/v1/prompts/:id/render': { build: async (w) => ({ path: `/api/v1/prompts/${(await w.prompt()).id}/render`, body: { variables: { name: 'Ada' } } }), expect: user(200, 404) },
  // The API reference and its document describe the API to anyone; they hold no one's data.
  'GET /api/openapi.json': { build: path('/api/openapi.json'), expect: all(200) },
  'GET /api/docs': { build: path('/api/docs'), expect: all(200) },
  'GET /api/docs/start.js': { build: path('/api/docs/start.js'), expect: all(200) },
  'GET /api/docs/reference.js': { build: path('/api/docs/reference.js'), expect: all(200) },
  'GET /api/usage': { build: path('/api/usage'), expect: user(200) },
  'GET /api/starters': { build: path('/api/starters'), expect: user(200) },
  'POST /api/starters/:id/copy': { build: async (w) => ({ path: `/api/starters/${await w.starterId()}/copy` }), expect: user(201) },
  // A share link is public by design: it shows that one prompt (the marker is not in it) and nothing else.
  'GET /api/shared/:shareId': { build: async (w) => ({ path: `/api/shared/${(await w.shared()).shareId}` }), expect: all(200) },
  'POST /api/shared/:shareId/save': {
    // Five links and five saved copies go past the Free limit; limits are tested on their own.
    setup: (w) => giveSubscription(w.t, w.owner.id, { source: 'admin', tier: 'Max' }),
    build: async (w) => ({ path: `/api/shared/${(await w.shared()).shareId}/save` }),
    expect: user(201),
  },

  'POST /api/billing/webhook': { build: () => ({ path: '/api/billing/webhook', body: { id: 'evt_forged' } }), expect: all(404) },
  'GET /api/billing/intervals': { build: path('/api/billing/intervals'), expect: all(200) },
  'GET /api/billing/subscription': { build: path('/api/billing/subscription'), expect: user(200) },
  'POST /api/billing/refresh': { build: path('/api/billing/refresh'), expect: user(200) },
  // With the interval, so the bad-input suite breaks that field too.
  'POST /api/billing/checkout': { build: () => ({ path: '/api/billing/checkout', body: { plan: 'pro', interval: 'year' } }), expect: user(200) },
  'POST /api/billing/portal': { build: path('/api/billing/portal'), expect: user(409) },
  'POST /api/billing/cancel': { build: path('/api/billing/cancel'), expect: user(409) },
  'GET /api/billing/local/checkouts/:checkoutId': { build: async (w) => ({ path: `/api/billing/local/checkouts/${await w.checkout()}` }), expect: user(200, 404) },
  'POST /api/billing/local/checkouts/:checkoutId/complete': { build: async (w) => ({ path: `/api/billing/local/checkouts/${await w.checkout()}/complete` }), expect: user(200, 404) },
  'POST /api/billing/local/checkouts/:checkoutId/cancel': { build: async (w) => ({ path: `/api/billing/local/checkouts/${await w.checkout()}/cancel` }), expect: user(200, 404) },
  'POST /api/billing/local/portal/resume': { build: path('/api/billing/local/portal/resume'), expect: user(409) },
  'POST /api/billing/local/portal/switch': { build: () => ({ path: '/api/billing/local/portal/switch', body: { plan: 'max' } }), expect: user(409) },

  // Deleting acts on the caller's own account: another user deletes only themselves; admins may not.
  'POST /api/account/delete': { build: async (w, role) => ({ path: '/api/account/delete', body: { email: await emailOf(w.callers[role]) } }), expect: { ...user(200), admin: 403 } },
  'POST /api/account/deletion-link': { build: path('/api/account/deletion-link'), expect: { ...user(200), admin: 403 } },
  'POST /api/account/delete/confirm': { build: async (w) => ({ path: '/api/account/delete/confirm', body: { token: await w.deletionToken() } }), expect: user(200, 400) },

  // Cookie only: a Bearer key is signed out there (routes/api-keys/routes.test.ts). The owner's key carries the
  // marker, so a list that showed it to anyone else would fail.
  'GET /api/api-keys': { setup: async (w) => void (await ownerApiKey(w)), build: path('/api/api-keys'), expect: user(200) },
  'POST /api/api-keys': { build: () => ({ path: '/api/api-keys', body: { name: 'Matrix key', access: 'write', expiresIn: '30d' } }), expect: user(201) },
  'DELETE /api/api-keys/:id': { build: async (w) => ({ path: `/api/api-keys/${await ownerApiKey(w)}` }), expect: user(200, 404) },

  'GET /api/admin/verify': { build: path('/api/admin/verify'), expect: adminOnly(200) },
  'POST /api/admin/unlock': { build: () => ({ path: '/api/admin/unlock', body: { password: PASSWORD } }), expect: adminOnly(200) },
  'GET /api/admin/pending-users': { build: path('/api/admin/pending-users'), expect: adminOnly(200) },
  'POST /api/admin/users/:userId/approve': { build: (w) => ({ path: `/api/admin/users/${w.owner.id}/approve` }), expect: adminOnly(200) },
  'GET /api/admin/users': { build: path('/api/admin/users?search=example&limit=5'), expect: adminOnly(200) },
  // Each caller acts on an account of its own making, so the owner's session outlives the admin's turn.
  'POST /api/admin/users/:userId/suspend': { build: async (w) => ({ path: `/api/admin/users/${(await createUser(w.t)).id}/suspend` }), expect: adminOnly(200) },
  // A suspended account, so the call really writes.
  'POST /api/admin/users/:userId/reactivate': {
    build: async (w) => {
      const { id } = await createUser(w.t);
      await w.t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
      return { path: `/api/admin/users/${id}/reactivate` };
    },
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:userId/reject': {
    build: async (w) => ({ path: `/api/admin/users/${(await createUser(w.t, { approved: false })).id}/reject` }),
    expect: adminOnly(200),
  },
  'GET /api/admin/settings': { build: path('/api/admin/settings'), expect: adminOnly(200) },
  'PUT /api/admin/settings': { build: () => ({ path: '/api/admin/settings', body: { autoApproveUsers: false } }), expect: adminOnly(200) },
  'POST /api/admin/users': { build: () => ({ path: '/api/admin/users', body: { email: uniqueEmail('made'), password: 'secret1' } }), expect: adminOnly(201) },
  'GET /api/admin/test-subscriptions': { build: path('/api/admin/test-subscriptions'), expect: adminOnly(200) },
  'POST /api/admin/test-subscriptions': { build: (w) => ({ path: '/api/admin/test-subscriptions', body: { email: w.owner.email, tier: 'Pro', durationDays: 3 } }), expect: adminOnly(201) },
  'POST /api/admin/test-subscriptions/bulk': { build: (w) => ({ path: '/api/admin/test-subscriptions/bulk', body: { emails: [w.owner.email], tier: 'Max', durationDays: 3 } }), expect: adminOnly(200) },
  'POST /api/admin/test-subscriptions/revoke': {
    build: async (w) => {
      await giveSubscription(w.t, w.owner.id, { source: 'admin', tier: 'Pro' });
      return { path: '/api/admin/test-subscriptions/revoke', body: { email: w.owner.email } };
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/security-summary': { build: path('/api/admin/security-summary'), expect: adminOnly(200) },
};

export function routesOfTheRouter(t: TestApp): string[] {
  const keys = t.app.routes
    .filter((route) => route.method !== 'ALL' && (route.path.startsWith('/api/') || route.path === MCP_PATH))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

/** A new world per endpoint: the destructive calls (delete account, sign out) cannot spoil another's setup. */
export async function newWorld(t: TestApp, adminEmail: string): Promise<World> {
  const owner = await createUser(t);
  const other = await createUser(t);
  const pending = await createUser(t, { approved: false });
  const admin = new TestClient(t);
  await admin.post('/api/auth/sign-in', { email: adminEmail, password: PASSWORD });
  await admin.post('/api/admin/unlock', { password: PASSWORD });
  const secret = () => ({ title: `OWNER-SECRET-${owner.id}`, content: 'Private notes of the owner', tags: ['owner-only'] });
  const world: World = {
    t,
    owner,
    callers: { anonymous: new TestClient(t), pending: pending.client, other: other.client, admin, owner: owner.client },
    prompt: () => createPromptAs(owner.client, secret()),
    async trashed() {
      const prompt = await world.prompt();
      await owner.client.request('DELETE', `/api/v1/prompts/${prompt.id}`);
      return prompt;
    },
    async shared() {
      const prompt = await createPromptAs(owner.client, { title: 'Shared on purpose', content: 'Anyone with the link' });
      const { shareId } = (await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`)).body;
      return { ...prompt, shareId, isShared: true };
    },
    async checkout() {
      return (await owner.client.post<{ url: string }>('/api/billing/checkout', { plan: 'pro' })).body.url.split('/').at(-1) ?? '';
    },
    async deletionToken() {
      await owner.client.post('/api/account/deletion-link');
      return /token=([A-Za-z0-9_-]+)/.exec(t.mailbox.last(owner.email)?.text ?? '')?.[1] ?? '';
    },
    async starterId() {
      return (await owner.client.get<{ items: Array<{ id: string }> }>('/api/starters')).body.items[0]?.id ?? '';
    },
  };
  return world;
}
