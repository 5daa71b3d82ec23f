import type { Prompt, PromptVersion, PromptVersionList } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, promptVersions } from '../../db/schema/index.js';
import { setVersionReason } from '../../services/versions/version-reason.js';
import { TestClient } from '../../../test/client.js';
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

const historyOf = async (client: TestClient, id: string) => (await client.get<PromptVersionList>(`/api/v1/prompts/${id}/versions`)).body.items;
const edit = (client: TestClient, id: string, body: Record<string, unknown>) => client.request<Prompt>('PATCH', `/api/v1/prompts/${id}`, body);
const versionRows = (promptId: string) => db.handle.db.$count(promptVersions, eq(promptVersions.promptId, promptId));

describe('version history', () => {
  it('keeps a version on create and on each save, newest first, with what changed', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { title: 'Notes', content: 'one two three' });
    await edit(client, prompt.id, { content: 'one three four five', tags: ['work'], saveKind: 'save' });
    await edit(client, prompt.id, { title: 'Meeting notes', saveKind: 'export' });

    const items = await historyOf(client, prompt.id);
    expect(items.map((v) => [v.reason, v.changed])).toEqual([['export', ['title']], ['save', ['content', 'tags']], ['create', []]]);
    expect(items[1]).toMatchObject({ wordsAdded: 2, wordsRemoved: 1 });
    const first = await client.get<PromptVersion>(`/api/v1/prompts/${prompt.id}/versions/${items[2]?.id}`);
    expect(first.body).toMatchObject({ title: 'Notes', content: 'one two three', tags: [] });
    // Versions are not prompts: the plan counts one.
    expect((await client.get<{ prompts: { used: number } }>('/api/usage')).body.prompts.used).toBe(1);
  });

  it('folds autosaves less than 10 minutes apart into one version, and starts a new one after', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { content: 'alpha' });
    await edit(client, prompt.id, { content: 'alpha beta', saveKind: 'autosave' });
    await edit(client, prompt.id, { content: 'alpha beta gamma', saveKind: 'autosave' });
    let items = await historyOf(client, prompt.id);
    expect(items.map((v) => v.reason)).toEqual(['autosave', 'create']);
    // The folded version says what the whole session changed.
    expect(items[0]).toMatchObject({ wordsAdded: 2, wordsRemoved: 0 });

    await db.handle.db.execute(sql`update prompt_versions set saved_at = saved_at - interval '11 minutes' where prompt_id = ${prompt.id}`);
    await edit(client, prompt.id, { content: 'alpha beta gamma delta', saveKind: 'autosave' });
    items = await historyOf(client, prompt.id);
    expect(items.map((v) => v.reason)).toEqual(['autosave', 'autosave', 'create']);

    // An explicit save ends the session: the next autosave is a version of its own.
    await edit(client, prompt.id, { content: 'saved', saveKind: 'save' });
    await edit(client, prompt.id, { content: 'saved again', saveKind: 'autosave' });
    expect((await historyOf(client, prompt.id)).map((v) => v.reason).slice(0, 2)).toEqual(['autosave', 'save']);
  });

  it('makes no version for favourite and share toggles, or for a save that changes nothing', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client);
    await client.request('PUT', `/api/v1/prompts/${prompt.id}/favorite`, { isFavorite: true });
    await client.post(`/api/v1/prompts/${prompt.id}/share`);
    await client.request('DELETE', `/api/v1/prompts/${prompt.id}/share`);
    await edit(client, prompt.id, { title: prompt.title, saveKind: 'save' });
    expect(await versionRows(prompt.id)).toBe(1);
  });

  it('restores a version as a new version, which can itself be undone', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { title: 'First', content: 'first text' });
    await edit(client, prompt.id, { title: 'Second', content: 'second text', saveKind: 'save' });
    const [, created] = await historyOf(client, prompt.id);
    const restored = await client.post<Prompt>(`/api/v1/prompts/${prompt.id}/versions/${created?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'First', content: 'first text' });
    const items = await historyOf(client, prompt.id);
    expect(items.map((v) => v.reason)).toEqual(['restore', 'save', 'create']);

    await client.post(`/api/v1/prompts/${prompt.id}/versions/${items[1]?.id}/restore`);
    expect((await client.get<Prompt>(`/api/v1/prompts/${prompt.id}`)).body).toMatchObject({ title: 'Second', content: 'second text' });
  });

  it('shows the current version on a shared link, a restored one included', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { content: 'first words' });
    const { shareId } = (await client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`)).body;
    await edit(client, prompt.id, { content: 'second words', saveKind: 'save' });
    const shared = () => new TestClient(t).get<{ content: string }>(`/api/shared/${shareId}`);
    expect((await shared()).body.content).toBe('second words');
    const [, first] = await historyOf(client, prompt.id);
    await client.post(`/api/v1/prompts/${prompt.id}/versions/${first?.id}/restore`);
    expect((await shared()).body.content).toBe('first words');
  });

  it('needs room in the plan to restore a version that turns a prompt into a template', async () => {
    const { client } = await createUser(t);
    await createPromptAs(client, { content: 'Hello {{name}}' });
    const prompt = await createPromptAs(client, { content: 'Dear {{name}}' });
    expect((await edit(client, prompt.id, { content: 'Plain now', saveKind: 'save' })).status).toBe(200);
    // Free holds 2 templates: with another in its place, this one cannot become a template again.
    await createPromptAs(client, { content: 'Again {{name}}' });
    const [, asTemplate] = await historyOf(client, prompt.id);
    const refused = await client.post(`/api/v1/prompts/${prompt.id}/versions/${asTemplate?.id}/restore`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'TEMPLATE_LIMIT_REACHED' });
    expect((await client.get<Prompt>(`/api/v1/prompts/${prompt.id}`)).body.content).toBe('Plain now');
  });

  it('reaches a version only under its own prompt: my other prompt\'s or another user\'s version is not found', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const mine = await createPromptAs(me.client);
    const myOther = await createPromptAs(me.client);
    const theirs = await createPromptAs(other.client, { title: 'Their secret' });
    const [myOtherVersion] = await historyOf(me.client, myOther.id);
    const [theirVersion] = await historyOf(other.client, theirs.id);
    const missing = { error: 'NOT_FOUND', message: 'Version not found' };

    for (const path of [`/api/v1/prompts/${mine.id}/versions/${myOtherVersion?.id}`, `/api/v1/prompts/${mine.id}/versions/${theirVersion?.id}`, `/api/v1/prompts/${mine.id}/versions/00000000-0000-4000-8000-000000000000`]) {
      const res = await me.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual(missing);
      expect((await me.client.post(`${path}/restore`)).body).toEqual(missing);
    }
    const theirPath = `/api/v1/prompts/${theirs.id}/versions`;
    expect((await me.client.get(theirPath)).body).toEqual((await me.client.get('/api/v1/prompts/00000000-0000-4000-8000-000000000000/versions')).body);
    expect((await me.client.get(`${theirPath}/${theirVersion?.id}`)).status).toBe(404);
    expect((await me.client.post(`${theirPath}/${theirVersion?.id}/restore`)).status).toBe(404);
    expect((await other.client.get<Prompt>(`/api/v1/prompts/${theirs.id}`)).body.title).toBe('Their secret');
  });

  it('keeps history in the trash; Delete Forever and account deletion remove it', async () => {
    const { client, email } = await createUser(t);
    const prompt = await createPromptAs(client);
    await edit(client, prompt.id, { content: 'changed', saveKind: 'save' });
    await client.request('DELETE', `/api/v1/prompts/${prompt.id}`);
    expect((await client.get(`/api/v1/prompts/${prompt.id}/versions`)).status).toBe(404);
    await client.post(`/api/v1/trash/${prompt.id}/restore`);
    expect((await historyOf(client, prompt.id)).map((v) => v.reason)).toEqual(['save', 'create']);

    await client.request('DELETE', `/api/v1/prompts/${prompt.id}`);
    await client.request('DELETE', `/api/v1/trash/${prompt.id}`);
    expect(await versionRows(prompt.id)).toBe(0);

    const kept = await createPromptAs(client);
    expect(await versionRows(kept.id)).toBe(1);
    expect((await client.post('/api/account/delete', { email })).status).toBe(200);
    expect(await versionRows(kept.id)).toBe(0);
  });

  it('lets a Read only key list and read history but not restore; a key\'s update is an API version', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { content: 'before' });
    const keyOf = async (access: 'read' | 'write') => (await client.post<{ key: string }>('/api/api-keys', { name: access, access, expiresIn: '30d' })).body.key;
    const [readKey, writeKey] = [await keyOf('read'), await keyOf('write')];
    const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
    const script = new TestClient(t);

    await script.request('PATCH', `/api/v1/prompts/${prompt.id}`, { content: 'after' }, bearer(writeKey));
    const list = await script.request<PromptVersionList>('GET', `/api/v1/prompts/${prompt.id}/versions`, undefined, bearer(readKey));
    expect(list.body.items.map((v) => v.reason)).toEqual(['api', 'create']);
    const created = list.body.items[1]?.id;
    const refused = await script.request('POST', `/api/v1/prompts/${prompt.id}/versions/${created}/restore`, {}, bearer(readKey));
    expect(refused.status).toBe(403);
    expect((await client.get<Prompt>(`/api/v1/prompts/${prompt.id}`)).body.content).toBe('after');
    expect((await script.request('POST', `/api/v1/prompts/${prompt.id}/versions/${created}/restore`, {}, bearer(writeKey))).status).toBe(200);
  });

  it('pages a long history newest first', async () => {
    const { client } = await createUser(t);
    const prompt = await createPromptAs(client, { content: 'v0' });
    for (let i = 1; i <= 4; i++) await edit(client, prompt.id, { content: `v${i}`, saveKind: 'save' });
    const first = await client.get<PromptVersionList>(`/api/v1/prompts/${prompt.id}/versions?limit=3`);
    const second = await client.get<PromptVersionList>(`/api/v1/prompts/${prompt.id}/versions?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((v) => v.id);
    const contents = await Promise.all(ids.map(async (id) => (await client.get<PromptVersion>(`/api/v1/prompts/${prompt.id}/versions/${id}`)).body.content));
    expect(contents).toEqual(['v4', 'v3', 'v2', 'v1', 'v0']);
  });

  it('records plain INSERTs of an import as imported versions, whoever writes them', async () => {
    const { id: userId } = await createUser(t);
    const ids = await db.handle.db.transaction(async (tx) => {
      await setVersionReason(tx, 'import');
      return tx.insert(prompts).values([1, 2, 3].map((n) => ({ userId, title: `Imported ${n}`, content: 'text' }))).returning({ id: prompts.id });
    });
    const reasons = await db.handle.db.select({ reason: promptVersions.reason }).from(promptVersions).where(sql`${promptVersions.promptId} in ${ids.map((row) => row.id)}`);
    expect(reasons.map((row) => row.reason)).toEqual(['import', 'import', 'import']);
  });
});
