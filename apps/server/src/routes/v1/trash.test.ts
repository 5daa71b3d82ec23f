import type { Prompt, PromptListResponse, TrashListResponse } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../db/schema/index.js';
import { runOnce } from '../../jobs/scheduler.js';
import { createLogger } from '../../logger.js';
import { purgeTrash } from '../../services/prompts/purge-trash.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

describe('trash', () => {
  it('moves a deleted prompt to the trash, restores it, and deletes it forever', async () => {
    const { client } = await createUser(t);
    const kept = await createPromptAs(client, { title: 'Keep' });
    const gone = await createPromptAs(client, { title: 'Gone' });
    expect((await client.request('DELETE', `/api/v1/prompts/${kept.id}`)).status).toBe(200);
    expect((await client.request('DELETE', `/api/v1/prompts/${gone.id}`)).status).toBe(200);

    expect((await client.get<PromptListResponse>('/api/v1/prompts')).body.items).toEqual([]);
    const trash = await client.get<TrashListResponse>('/api/v1/trash');
    expect(trash.body.items.map((p) => p.title)).toEqual(['Gone', 'Keep']);
    expect(trash.body.items[0]?.deletedAt).toBeTruthy();
    // A trashed prompt cannot be opened or edited, and deleting it again is a 404.
    expect((await client.get(`/api/v1/prompts/${kept.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/v1/prompts/${kept.id}`)).status).toBe(404);

    const restored = await client.post<Prompt>(`/api/v1/trash/${kept.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Keep', deletedAt: null });
    expect((await client.get<PromptListResponse>('/api/v1/prompts')).body.items.map((p) => p.title)).toEqual(['Keep']);

    expect((await client.request('DELETE', `/api/v1/trash/${gone.id}`)).status).toBe(200);
    expect((await client.get<TrashListResponse>('/api/v1/trash')).body.items).toEqual([]);
    expect(await db.handle.db.$count(prompts, eq(prompts.id, gone.id))).toBe(0);
  });

  it('only deletes forever from the trash: an active prompt stays', async () => {
    const { client } = await createUser(t);
    const active = await createPromptAs(client);
    expect((await client.request('DELETE', `/api/v1/trash/${active.id}`)).status).toBe(404);
    expect((await client.get(`/api/v1/prompts/${active.id}`)).status).toBe(200);
  });

  it('will not restore past the plan limit', async () => {
    const { client } = await createUser(t);
    const first = await createPromptAs(client, { title: 'first' });
    await client.request('DELETE', `/api/v1/prompts/${first.id}`);
    for (let i = 0; i < 5; i += 1) await createPromptAs(client, { title: `p${i}` });
    const res = await client.post(`/api/v1/trash/${first.id}/restore`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'PROMPT_LIMIT_REACHED' });
    expect((await client.get<TrashListResponse>('/api/v1/trash')).body.items).toHaveLength(1);
  });
});

describe('the 30-day purge', () => {
  it('removes trash older than 30 days and nothing else', async () => {
    const { client, id } = await createUser(t);
    const old = await createPromptAs(client, { title: 'old' });
    const recent = await createPromptAs(client, { title: 'recent' });
    const active = await createPromptAs(client, { title: 'active' });
    await db.handle.db.update(prompts).set({ deletedAt: sql`now() - interval '31 days'` }).where(eq(prompts.id, old.id));
    await db.handle.db.update(prompts).set({ deletedAt: sql`now() - interval '29 days'` }).where(eq(prompts.id, recent.id));

    expect(await purgeTrash(db.handle.db)).toBe(1);
    const left = await db.handle.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.userId, id));
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, active.id].sort());
  });

  it('runs once when several servers fire it together', async () => {
    const log = createLogger('silent');
    const job = { name: 'purge-trash-concurrency', everyMs: 60 * 60 * 1000, run: async (d: typeof db.handle.db) => void (await purgeTrash(d)) };
    const ran = await Promise.all([0, 1, 2].map(() => runOnce({ db: db.handle.db, log }, job)));
    expect(ran.filter(Boolean)).toHaveLength(1);
  });
});
