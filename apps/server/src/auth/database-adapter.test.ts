import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/harness.js';

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
});
