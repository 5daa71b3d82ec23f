import { createHash } from 'node:crypto';
import { MAX_API_KEYS, type ApiKeyList, type CreatedApiKey } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, securityEvents } from '../../db/schema/index.js';
import { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { rowsMentioning } from '../../../test/rows-mentioning.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

const newKey = { name: 'Laptop script', access: 'read', expiresIn: '30d' };
const DAY = 86_400_000;

async function createKey(client: TestClient, body: Record<string, unknown> = newKey): Promise<CreatedApiKey> {
  const res = await client.post<CreatedApiKey>('/api/api-keys', body);
  expect(res.status).toBe(201);
  return res.body;
}

describe('who may manage API keys', () => {
  it('answers 401 signed out and 403 while the account waits for approval', async () => {
    const anonymous = new TestClient(t);
    const { client: pending } = await createUser(t, { approved: false });
    for (const [method, path, body] of [
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', newKey],
      ['DELETE', '/api/api-keys/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      expect((await anonymous.request(method, path, body)).body).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect((await anonymous.request(method, path, body)).status).toBe(401);
      const refused = await pending.request(method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: 'PENDING_APPROVAL' });
    }
    expect(await db.handle.db.$count(apiKeys)).toBe(0);
  });

  it('never takes a key as the credential: a Bearer key on /api/api-keys is signed out', async () => {
    const { client } = await createUser(t);
    const created = await createKey(client, { ...newKey, access: 'write' });
    const bearer = new TestClient(t);
    for (const [method, path, body] of [
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', newKey],
      ['DELETE', `/api/api-keys/${created.id}`, undefined],
    ] as const) {
      const res = await bearer.request(method, path, body, { headers: { authorization: `Bearer ${created.key}` } });
      expect(res.status).toBe(401);
    }
    expect((await client.get<ApiKeyList>('/api/api-keys')).body.items.map((k) => k.id)).toEqual([created.id]);
  });

  it("keeps another user's keys out of sight: not listed, and revoking one is a 404 like a missing key", async () => {
    const { client: owner } = await createUser(t);
    const { client: other } = await createUser(t);
    const owned = await createKey(owner);
    expect((await other.get<ApiKeyList>('/api/api-keys')).body.items).toEqual([]);
    const stranger = await other.request('DELETE', `/api/api-keys/${owned.id}`);
    const missing = await other.request('DELETE', '/api/api-keys/00000000-0000-4000-8000-000000000000');
    const malformed = await other.request('DELETE', '/api/api-keys/not-a-uuid');
    for (const res of [stranger, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(stranger.body);
    }
    expect((await owner.get<ApiKeyList>('/api/api-keys')).body.items.map((k) => k.id)).toEqual([owned.id]);
  });
});

describe('creating a key', () => {
  it.each([
    [{ ...newKey, name: '' }, 'name', 'Name is required'],
    [{ ...newKey, name: '   ' }, 'name', 'Name is required'],
    [{ ...newKey, name: 'x'.repeat(51) }, 'name', 'Name must be 50 characters or less'],
    [{ ...newKey, name: 'bad\u0000name' }, 'name', 'Text contains invalid content'],
    [{ ...newKey, access: 'admin' }, 'access', 'Choose Read only or Read and write'],
    [{ ...newKey, expiresIn: '10y' }, 'expiresIn', 'Choose when the key expires'],
    [{ name: 'no access', expiresIn: 'never' }, 'access', 'Choose Read only or Read and write'],
  ])('refuses %j with 400 and the message for %s', async (body, field, message) => {
    const { client, id } = await createUser(t);
    const res = await client.post('/api/api-keys', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await db.handle.db.$count(apiKeys, eq(apiKeys.userId, id))).toBe(0);
  });

  it('shows the whole key once; the list and the database keep only its start and a hash', async () => {
    const { client, id } = await createUser(t);
    const before = Date.now();
    const created = await createKey(client, { name: '  CI deploy  ', access: 'write', expiresIn: '90d' });
    expect(created.key).toMatch(/^pn_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CI deploy', access: 'write', start: created.key.slice(0, 11), lastUsedAt: null });
    const expires = Date.parse(created.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(90 * DAY);

    const list = await client.get<ApiKeyList>('/api/api-keys');
    expect(list.body.items).toEqual([{ id: created.id, name: 'CI deploy', start: created.start, access: 'write', createdAt: created.createdAt, lastUsedAt: null, expiresAt: created.expiresAt }]);
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(11));

    const [row] = await db.handle.db.select().from(apiKeys).where(eq(apiKeys.userId, id));
    expect(row?.secretHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(await rowsMentioning(t, created.key.slice(11))).toEqual([]);
  });

  it('lists the newest first, and a key that never expires has no end date', async () => {
    const { client } = await createUser(t);
    const first = await createKey(client, { ...newKey, name: 'first' });
    const second = await createKey(client, { ...newKey, name: 'second', expiresIn: 'never' });
    expect(second.expiresAt).toBeNull();
    expect((await client.get<ApiKeyList>('/api/api-keys')).body.items.map((k) => k.id)).toEqual([second.id, first.id]);
  });

  it(`refuses the ${MAX_API_KEYS + 1}st key until one is revoked`, async () => {
    const { client, id } = await createUser(t);
    const made = [];
    for (let i = 0; i < MAX_API_KEYS; i += 1) made.push(await createKey(client, { ...newKey, name: `key ${i}` }));
    const refused = await client.post('/api/api-keys', newKey);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'API_KEY_LIMIT_REACHED', message: 'You can have at most 20 API keys. Revoke one to create another.' });
    expect(await db.handle.db.$count(apiKeys, eq(apiKeys.userId, id))).toBe(MAX_API_KEYS);
    expect((await client.request('DELETE', `/api/api-keys/${made[0]?.id}`)).status).toBe(200);
    expect((await client.post('/api/api-keys', newKey)).status).toBe(201);
  });

  it(`never makes more than ${MAX_API_KEYS} keys from 25 parallel requests`, async () => {
    const { client, id } = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => client.post('/api/api-keys', { ...newKey, name: `parallel ${i}` })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(MAX_API_KEYS);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(25 - MAX_API_KEYS);
    expect(await db.handle.db.$count(apiKeys, eq(apiKeys.userId, id))).toBe(MAX_API_KEYS);
  });
});

describe('revoking a key', () => {
  it('deletes it, and a second revoke is a 404', async () => {
    const { client } = await createUser(t);
    const kept = await createKey(client, { ...newKey, name: 'kept' });
    const gone = await createKey(client, { ...newKey, name: 'gone' });
    const res = await client.request('DELETE', `/api/api-keys/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get<ApiKeyList>('/api/api-keys')).body.items.map((k) => k.id)).toEqual([kept.id]);
    expect(await db.handle.db.$count(apiKeys, eq(apiKeys.id, gone.id))).toBe(0);
    expect((await client.request('DELETE', `/api/api-keys/${gone.id}`)).status).toBe(404);
  });
});

describe('security events', () => {
  it('records creating and revoking with the key id, name and access, never the key', async () => {
    const { client, id, email } = await createUser(t);
    const created = await createKey(client, { name: 'Audited', access: 'write', expiresIn: '1y' });
    await client.request('DELETE', `/api/api-keys/${created.id}`);
    const events = await db.handle.db
      .select({ type: securityEvents.type, email: securityEvents.email, details: securityEvents.details })
      .from(securityEvents)
      .where(eq(securityEvents.userId, id))
      .orderBy(securityEvents.createdAt);
    const details = { keyId: created.id, name: 'Audited', access: 'write' };
    expect(events.filter((e) => e.type.startsWith('api_key_'))).toEqual([
      { type: 'api_key_created', email, details },
      { type: 'api_key_revoked', email, details },
    ]);
    expect(JSON.stringify(events)).not.toContain(created.key);
    expect(JSON.stringify(events)).not.toContain(created.key.slice(11));
  });
});
