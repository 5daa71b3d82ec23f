import { AppError, type CreatedApiKey } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../context/app-env.js';
import { apiKeys, rateLimits, users } from '../db/schema/index.js';
import { handleError } from '../http/errors.js';
import { requestContext } from '../http/request-context.js';
import { createApiKeyRateLimit } from '../services/api-key-rate-limit.js';
import { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { giveSubscription } from '../../test/subscription-factory.js';
import { authenticateApiKey, requireWriteAccess } from './api-key-auth.js';
import { currentUser, loadSession } from './session.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

/** What /api/v1 will be: the same request context, cookie session and error handler as app.ts, then the key. */
function keyedApp(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requestContext(deps))
    .use(loadSession)
    .use(authenticateApiKey)
    .onError(handleError)
    .get('/me', (c) => c.json({ userId: currentUser(c).id, plan: c.get('plan'), credential: c.get('credential'), sessionId: c.get('sessionId') }))
    .post('/write', requireWriteAccess, (c) => c.json({ userId: currentUser(c).id }));
}

async function keyOf(owner: TestClient, access: 'read' | 'write' = 'read'): Promise<CreatedApiKey> {
  const res = await owner.post<CreatedApiKey>('/api/api-keys', { name: `${access} key`, access, expiresIn: 'never' });
  expect(res.status).toBe(201);
  return res.body;
}

function call(app: ReturnType<typeof keyedApp>, path: string, authorization?: string, init: RequestInit = {}) {
  return app.request(path, { ...init, headers: { ...(authorization === undefined ? {} : { authorization }), ...(init.headers as Record<string, string>) } });
}

const bearer = (key: CreatedApiKey) => `Bearer ${key.key}`;

async function expectRefused(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: string }).error).toBe(error);
}

/** A fresh approved user with one key, and the keyed app over the default deps. */
async function userWithKey(access: 'read' | 'write' = 'read') {
  const { client, id } = await createUser(t);
  return { app: keyedApp(t.deps), client, id, key: await keyOf(client, access) };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('authenticateApiKey', () => {
  it('acts as the key’s user with the live plan; a Read only key cannot write, a Read and write key can', async () => {
    const app = keyedApp(t.deps);
    const { client, id } = await createUser(t);
    await giveSubscription(t, id, { tier: 'Max' });
    const read = await keyOf(client, 'read');
    const write = await keyOf(client, 'write');

    const me = await call(app, '/me', bearer(read));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ userId: id, plan: 'max', credential: { kind: 'api-key', keyId: read.id, canWrite: false }, sessionId: null });
    const refused = await call(app, '/write', bearer(read), { method: 'POST' });
    await expectRefused(refused, 403, 'API_KEY_READ_ONLY');

    expect(await (await call(app, '/me', bearer(write))).json()).toMatchObject({ credential: { kind: 'api-key', keyId: write.id, canWrite: true } });
    const written = await call(app, '/write', `bearer   ${write.key}`, { method: 'POST' });
    expect(written.status).toBe(200);
    expect(await written.json()).toEqual({ userId: id });
  });

  it('leaves a cookie session alone without an Authorization header, and never falls back to it with a bad one', async () => {
    const app = keyedApp(t.deps);
    const { client, id } = await createUser(t);
    const cookie = { headers: { cookie: client.cookieHeader } };
    const me = await call(app, '/me', undefined, cookie);
    expect(await me.json()).toMatchObject({ userId: id, credential: { kind: 'session' } });
    expect((await call(app, '/write', undefined, { ...cookie, method: 'POST' })).status).toBe(200);
    const bad = await call(app, '/me', 'Bearer pn_not-a-key', cookie);
    await expectRefused(bad, 401, 'API_KEY_INVALID');
    expect((await call(app, '/me')).status).toBe(401);
  });

  it.each([
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer without a key', 'Bearer '],
    ['a key without the prefix', `Bearer ${'a'.repeat(46)}`],
    ['a key too short', 'Bearer pn_abc'],
    ['two keys', `Bearer pn_${'a'.repeat(43)} pn_${'b'.repeat(43)}`],
    ['a well-formed key that does not exist', `Bearer pn_${'a'.repeat(43)}`],
  ])('refuses %s with 401 API_KEY_INVALID', async (_label, authorization) => {
    const res = await call(keyedApp(t.deps), '/me', authorization);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'API_KEY_INVALID', message: new AppError('API_KEY_INVALID').message });
  });

  it('refuses a revoked key on the very next request', async () => {
    const { app, client, key } = await userWithKey();
    expect((await call(app, '/me', bearer(key))).status).toBe(200);
    expect((await client.request('DELETE', `/api/api-keys/${key.id}`)).status).toBe(200);
    const res = await call(app, '/me', bearer(key));
    await expectRefused(res, 401, 'API_KEY_INVALID');
  });

  it('refuses an expired key', async () => {
    const { app, key } = await userWithKey();
    await db.handle.db.update(apiKeys).set({ expiresAt: sql`now() + interval '1 hour'` }).where(eq(apiKeys.id, key.id));
    expect((await call(app, '/me', bearer(key))).status).toBe(200);
    await db.handle.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, key.id));
    const res = await call(app, '/me', bearer(key));
    await expectRefused(res, 401, 'API_KEY_INVALID');
  });

  it('refuses the key of a deleted account (deleting the account deletes its keys)', async () => {
    const { app, id, key } = await userWithKey();
    await db.handle.db.delete(users).where(eq(users.id, id));
    expect(await db.handle.db.$count(apiKeys, eq(apiKeys.id, key.id))).toBe(0);
    const res = await call(app, '/me', bearer(key));
    await expectRefused(res, 401, 'API_KEY_INVALID');
  });

  it('answers PENDING_APPROVAL for an unapproved account and ACCOUNT_SUSPENDED for a suspended one', async () => {
    const { app, id, key } = await userWithKey('write');
    await db.handle.db.update(users).set({ approved: false }).where(eq(users.id, id));
    const pending = await call(app, '/me', bearer(key));
    await expectRefused(pending, 403, 'PENDING_APPROVAL');
    await db.handle.db.update(users).set({ approved: true, suspendedAt: new Date() }).where(eq(users.id, id));
    for (const init of [{}, { method: 'POST' }]) {
      const suspended = await call(app, init.method ? '/write' : '/me', bearer(key), init);
      await expectRefused(suspended, 403, 'ACCOUNT_SUSPENDED');
    }
  });

  it('writes last_used_at on first use, and not again within the minute', async () => {
    const { app, key } = await userWithKey();
    const lastUsed = async () => (await db.handle.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id)))[0]?.at ?? null;
    expect(await lastUsed()).toBeNull();
    expect((await call(app, '/me', bearer(key))).status).toBe(200);
    const first = await waitFor(lastUsed, (at) => at !== null);
    for (let i = 0; i < 5; i += 1) expect((await call(app, '/me', bearer(key))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastUsed()).toEqual(first);

    // A minute later it is written again.
    await db.handle.db.update(apiKeys).set({ lastUsedAt: sql`now() - interval '61 seconds'` }).where(eq(apiKeys.id, key.id));
    const aged = await lastUsed();
    expect((await call(app, '/me', bearer(key))).status).toBe(200);
    const again = await waitFor(lastUsed, (at) => at !== null && aged !== null && at > aged);
    expect(again!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
  });
});

describe('the per-key rate limit', () => {
  it('answers 429 API_KEY_RATE_LIMITED with Retry-After after the configured limit, per key', async () => {
    const limited = buildTestApp(db, { apiKeyRateLimit: 5 });
    const app = keyedApp(limited.deps);
    const { client } = await createUser(t);
    const key = await keyOf(client);
    const other = await keyOf(client);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(app, '/me', bearer(key))));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      await expectRefused(res, 429, 'API_KEY_RATE_LIMITED');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Another key of the same user has its own budget.
    expect((await call(app, '/me', bearer(other))).status).toBe(200);
  });

  it('counts in blocks: the database is written once per block, not per request', async () => {
    const { app, key } = await userWithKey();
    for (let i = 0; i < 30; i += 1) expect((await call(app, '/me', bearer(key))).status).toBe(200);
    const [row] = await db.handle.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, `api-key:${key.id}`));
    // The default 600 a minute leases 12 at a time: three leases for 30 requests.
    expect(row?.count).toBe(36);
  });

  it('never grants more than the limit between two servers on one database', async () => {
    for (const limit of [100, 600]) {
      const servers = [createApiKeyRateLimit(db.handle.db, limit), createApiKeyRateLimit(db.handle.db, limit)];
      const keyId = `shared-${limit}`;
      const verdicts = await Promise.all(
        Array.from({ length: limit + 200 }, (_, i) => servers[i % 2]!.take(keyId)),
      );
      const granted = verdicts.filter((v) => v.allowed).length;
      expect(granted).toBeLessThanOrEqual(limit);
      // Each server stops only once its block is spent and the window is full, so nothing is lost either.
      expect(granted).toBe(limit);
      expect((await servers[0]!.take(keyId)).allowed).toBe(false);
      expect((await servers[1]!.take(keyId)).allowed).toBe(false);
    }
  });

  it('opens a new window once the last one is over', async () => {
    const keyId = 'window-reset';
    const server = createApiKeyRateLimit(db.handle.db, 3);
    for (let i = 0; i < 3; i += 1) expect((await server.take(keyId)).allowed).toBe(true);
    const refused = await server.take(keyId);
    expect(refused).toMatchObject({ allowed: false });
    await db.handle.db.update(rateLimits).set({ windowStart: sql`now() - interval '61 seconds'` }).where(eq(rateLimits.key, `api-key:${keyId}`));
    // A server that has not seen the old window (the other's memory ends with the window by its own clock).
    const fresh = createApiKeyRateLimit(db.handle.db, 3);
    for (let i = 0; i < 3; i += 1) expect((await fresh.take(keyId)).allowed).toBe(true);
    expect((await fresh.take(keyId)).allowed).toBe(false);
  });
});
