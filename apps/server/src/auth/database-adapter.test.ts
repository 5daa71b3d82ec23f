import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { sessionTokenOf } from '../../test/session-cookie.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { hashStoredToken } from './stored-token.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('better-auth on our database', () => {
  it('two servers starting at the same moment on a new database both start, and both serve sign-in', async () => {
    // Both write the MCP resource's row as they start (docs/decisions/0015-mcp-oauth.md); one of them loses.
    const first = buildTestApp(db);
    const second = buildTestApp(db);
    await expect(Promise.all([first.deps.auth.$context, second.deps.auth.$context])).resolves.toHaveLength(2);
    const { client } = await createUser(first);
    const session = await second.app.request('/api/auth/session', { headers: { cookie: client.cookieHeader } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { approved: true } });
  });

  it('names the database’s reason when an insert fails, so a duplicate is told from other failures', async () => {
    const { deps } = buildTestApp(db);
    const { adapter } = await deps.auth.$context;
    const row = { identifier: 'https://duplicate.example/mcp', name: 'Twice' };
    await adapter.create({ model: 'oauthResource', data: row });
    await expect(adapter.create({ model: 'oauthResource', data: row })).rejects.toThrow(/duplicate key value violates unique constraint/);
  });

  /** The raw token of a client's session cookie, and what the sessions table holds for that user. */
  async function tokens(t: TestApp, client: TestClient, userId: string) {
    const stored = await t.deps.db.$client<Array<{ token: string }>>`select token from sessions where user_id = ${userId}`;
    return { raw: sessionTokenOf(client, t.deps.config), stored: stored.map((row) => row.token) };
  }

  it('stores a session token only as its SHA-256, and the cookie still signs in, refreshes and signs out', async () => {
    const t = buildTestApp(db);
    const { client, id } = await createUser(t);
    const { raw, stored } = await tokens(t, client, id);
    expect(raw).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(stored).toEqual([hashStoredToken(raw)]);
    // better-auth refreshes a day-old session by its token: the refresh must find the row.
    await t.deps.db.$client`update sessions set updated_at = now() - interval '2 days', expires_at = now() + interval '1 day' where user_id = ${id}`;
    expect((await client.get<{ user: unknown }>('/api/auth/session')).body.user).toBeTruthy();
    const [refreshed] = await t.deps.db.$client<Array<{ days: number }>>`select extract(day from expires_at - now())::int as days from sessions where user_id = ${id}`;
    expect(refreshed?.days).toBeGreaterThan(20);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await tokens(t, client, id)).stored).toEqual([]);
  });

  it('hashes the session made inside a transaction too: a password change ends the others and keeps this one', async () => {
    const t = buildTestApp(db);
    const { client, id, email } = await createUser(t);
    const other = new TestClient(t);
    expect((await other.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a-new-password', confirmPassword: 'a-new-password' });
    expect(changed.status).toBe(200);
    const { raw, stored } = await tokens(t, client, id);
    expect(stored).toEqual([hashStoredToken(raw)]);
    expect((await client.get<{ user: unknown }>('/api/auth/session')).body.user).toBeTruthy();
    expect((await other.get<{ user: unknown }>('/api/auth/session')).body.user).toBeNull();
  });

  it('keeps no token an identity provider issued: a Google sign-in’s tokens are not written, first time or later', async () => {
    const t = buildTestApp(db);
    const { id } = await createUser(t);
    const { internalAdapter } = await t.deps.auth.$context;
    const issued = { accessToken: 'ya29.google-access', refreshToken: '1//google-refresh', idToken: 'eyJ.google-id' };
    const account = await internalAdapter.createAccount({ userId: id, providerId: 'google', accountId: 'google-123', scope: 'openid email', ...issued });
    await internalAdapter.updateAccount(account.id, { ...issued, scope: 'openid email profile' });
    const rows = await t.deps.db.$client<Array<Record<string, string | null>>>`
      select access_token, refresh_token, id_token, scope from accounts where user_id = ${id} and provider_id = 'google'`;
    expect(rows).toEqual([{ access_token: null, refresh_token: null, id_token: null, scope: 'openid email profile' }]);
  });
});
