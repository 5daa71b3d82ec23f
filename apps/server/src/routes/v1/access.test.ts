import type { Prompt } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../db/schema/index.js';
import { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';

/**
 * Every library endpoint, called signed out (401), pending approval (403), by another user on the
 * owner's prompt (404, the same answer as a missing one, and nothing changes), and by the owner (2xx).
 */
let db: TestDatabase;
let t: TestApp;
let owner: TestClient;
let other: TestClient;
let pending: TestClient;
let active: Prompt;
let trashed: Prompt;
let trashedToo: Prompt;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
  owner = (await createUser(t)).client;
  other = (await createUser(t)).client;
  pending = (await createUser(t, { approved: false })).client;
  active = await createPromptAs(owner, { title: 'Owner only', content: 'Secret {{thing}}', tags: ['private'] });
  trashed = await createPromptAs(owner, { title: 'In the trash' });
  trashedToo = await createPromptAs(owner, { title: 'Also in the trash' });
  await owner.request('DELETE', `/api/v1/prompts/${trashed.id}`);
  await owner.request('DELETE', `/api/v1/prompts/${trashedToo.id}`);
});
afterAll(() => db.drop());

const missing = '00000000-0000-4000-8000-000000000000';
type Ids = { active: string; trashed: string; trashedToo: string };
type Call = { method: string; path: (ids: Ids) => string; body?: unknown; ok: number; objectScoped: boolean };

const calls: Call[] = [
  { method: 'GET', path: () => '/api/v1/prompts', ok: 200, objectScoped: false },
  { method: 'POST', path: () => '/api/v1/prompts', body: { title: 'New', content: 'Body' }, ok: 201, objectScoped: false },
  { method: 'GET', path: () => '/api/v1/export', ok: 200, objectScoped: false },
  { method: 'GET', path: () => '/api/v1/tags', ok: 200, objectScoped: false },
  { method: 'GET', path: () => '/api/usage', ok: 200, objectScoped: false },
  { method: 'GET', path: () => '/api/v1/trash', ok: 200, objectScoped: false },
  { method: 'GET', path: () => '/api/starters', ok: 200, objectScoped: false },
  { method: 'GET', path: (ids) => `/api/v1/prompts/${ids.active}`, ok: 200, objectScoped: true },
  { method: 'PATCH', path: (ids) => `/api/v1/prompts/${ids.active}`, body: { title: 'Changed' }, ok: 200, objectScoped: true },
  { method: 'PUT', path: (ids) => `/api/v1/prompts/${ids.active}/favorite`, body: { isFavorite: true }, ok: 200, objectScoped: true },
  { method: 'POST', path: (ids) => `/api/v1/prompts/${ids.active}/share`, ok: 200, objectScoped: true },
  { method: 'DELETE', path: (ids) => `/api/v1/prompts/${ids.active}/share`, ok: 200, objectScoped: true },
  { method: 'POST', path: (ids) => `/api/v1/trash/${ids.trashed}/restore`, ok: 200, objectScoped: true },
  { method: 'DELETE', path: (ids) => `/api/v1/prompts/${ids.active}`, ok: 200, objectScoped: true },
  { method: 'DELETE', path: (ids) => `/api/v1/trash/${ids.trashedToo}`, ok: 200, objectScoped: true },
];

async function snapshot() {
  return db.handle.db.select().from(prompts).where(eq(prompts.userId, (await owner.get<{ user: { id: string } }>('/api/auth/session')).body.user.id)).orderBy(prompts.id);
}

const send = (call: Call, client: TestClient, which?: Ids) =>
  client.request(call.method, call.path(which ?? { active: active.id, trashed: trashed.id, trashedToo: trashedToo.id }), call.body);
const none: Ids = { active: missing, trashed: missing, trashedToo: missing };

describe.each(calls)('$method $path', (call) => {
  it('answers 401 signed out', async () => {
    const res = await send(call, new TestClient(t));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('answers 403 while the account waits for approval', async () => {
    const res = await send(call, pending);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'PENDING_APPROVAL' });
  });
});

describe.each(calls.filter((call) => call.objectScoped))('$method $path as another user', (call) => {
  it("answers the owner's prompt exactly like a missing one, changing nothing", async () => {
    const before = await snapshot();
    const foreign = await send(call, other);
    const absent = await send(call, other, none);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(absent.body);
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(calls.filter((call) => !call.objectScoped))('$method $path as another user', (call) => {
  it("shows none of the owner's prompts", async () => {
    const res = await send(call, other);
    expect(res.status).toBe(call.ok);
    expect(JSON.stringify(res.body)).not.toContain('Owner only');
    expect(JSON.stringify(res.body)).not.toContain('private');
  });
});

describe('the owner', () => {
  it('gets a 2xx from every endpoint, in order', async () => {
    for (const call of calls) {
      const ids = { active: active.id, trashed: trashed.id, trashedToo: trashedToo.id };
      const res = await owner.request(call.method, call.path(ids), call.body);
      expect(res.status, `${call.method} ${call.path(ids)}`).toBe(call.ok);
    }
  });

  it('gets 404 for a malformed id, not an error', async () => {
    for (const path of ['/api/v1/prompts/not-a-uuid', "/api/v1/prompts/1'%20or%201=1", '/api/v1/trash/xyz/restore']) {
      const res = await owner.request(path.endsWith('restore') ? 'POST' : 'GET', path);
      expect(res.status).toBe(404);
    }
  });
});
