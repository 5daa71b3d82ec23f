import type { Prompt, PromptListResponse, PromptVersionList } from '@promptnest/core';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { fixtureBody } from '../../../test/import-fixtures.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

/** A library with every field in use: favourites, templates by flag and by variable, credits, tags, odd text. */
async function fillLibrary(client: TestClient): Promise<void> {
  const weekly = await createPromptAs(client, { title: 'Weekly report', description: 'Fridays', content: 'Summarise {{project}} for {{audience}}.', tags: ['work', 'reports'] });
  await client.request('PUT', `/api/v1/prompts/${weekly.id}/favorite`, { isFavorite: true });
  await client.post('/api/v1/prompts', { title: 'Flagged', content: 'No variables here', isTemplate: true, creditName: 'Ada', creditUrl: 'https://example.com/ada' });
  await createPromptAs(client, { title: 'Quotes "and" commas, --- too', content: '---\ntitle: not front matter\n---\n  indented\n\n', tags: ['a: b'] });
  for (let i = 0; i < 3; i++) await createPromptAs(client, { title: `Plain ${i}`, content: `Text ${i}` });
}

/** A few edits, so prompts have past versions: three saves of one, a template flag and tags on another. */
async function editLibrary(client: TestClient): Promise<void> {
  const { items } = (await client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body;
  const idOf = (title: string) => items.find((item) => item.title === title)?.id ?? '';
  const weekly = idOf('Weekly report');
  await client.request('PATCH', `/api/v1/prompts/${weekly}`, { content: 'Summarise {{project}} for {{audience}} in three lines.', saveKind: 'save' });
  await client.request('PATCH', `/api/v1/prompts/${weekly}`, { title: 'Weekly summary', tags: ['work'], saveKind: 'save' });
  await client.request('PATCH', `/api/v1/prompts/${weekly}`, { description: 'Fridays, before lunch' });
  await client.request('PATCH', `/api/v1/prompts/${idOf('Plain 1')}`, { tags: ['later'], isTemplate: true, saveKind: 'save' });
}

type ExportFile = { format: string; formatVersion: number; prompts: Array<{ title: string; versions: Array<{ title: string; content: string; tags: string[]; createdAt: string }> }> };

async function exportOf(client: TestClient): Promise<{ text: string; file: ExportFile }> {
  const text = await (await download(client, '/api/v1/export.json')).text();
  const file = JSON.parse(text) as ExportFile;
  return { text, file: { ...file, prompts: file.prompts.sort((a, b) => a.title.localeCompare(b.title)) } };
}

async function historyOf(client: TestClient, title: string) {
  const { items } = (await client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body;
  const id = items.find((item) => item.title === title)?.id ?? '';
  return (await client.get<PromptVersionList>(`/api/v1/prompts/${id}/versions`)).body.items;
}

/** The whole library as the API lists it, without what belongs to one account (ids, share links). */
async function libraryOf(client: TestClient) {
  const { items } = (await client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body;
  const full = await Promise.all(items.map(async (item) => (await client.get<Prompt>(`/api/v1/prompts/${item.id}`)).body));
  return full.map(({ id: _id, shareId: _shareId, ...rest }) => rest).sort((a, b) => a.title.localeCompare(b.title));
}

async function download(client: TestClient, path: string): Promise<Response> {
  return t.app.request(path, { headers: { cookie: client.cookieHeader } });
}

describe('lossless export', () => {
  it('exports an account as JSON that imports into a fresh account as the same library and versions, field for field', async () => {
    const owner = await createUser(t);
    await giveSubscription(t, owner.id, { tier: 'Max' });
    await fillLibrary(owner.client);
    await editLibrary(owner.client);
    const res = await download(owner.client, '/api/v1/export.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="prompts-export-\d{4}-\d{2}-\d{2}\.json"/);
    const { text, file } = await exportOf(owner.client);
    expect(file).toMatchObject({ format: 'promptnest', formatVersion: 1 });
    expect(file.prompts).toHaveLength(6);
    // Past versions oldest first; the current state is the prompt itself, not a version.
    const weekly = file.prompts.find((prompt) => prompt.title === 'Weekly summary');
    expect(weekly?.versions.map((v) => [v.title, v.content, v.tags])).toEqual([
      ['Weekly report', 'Summarise {{project}} for {{audience}}.', ['work', 'reports']],
      ['Weekly report', 'Summarise {{project}} for {{audience}} in three lines.', ['work', 'reports']],
      ['Weekly summary', 'Summarise {{project}} for {{audience}} in three lines.', ['work']],
    ]);
    expect(file.prompts.find((prompt) => prompt.title === 'Plain 1')?.versions).toHaveLength(1);
    expect(file.prompts.find((prompt) => prompt.title === 'Plain 0')?.versions).toEqual([]);

    const fresh = await createUser(t);
    await giveSubscription(t, fresh.id, { tier: 'Max' });
    const imported = await fresh.client.post('/api/v1/import', { fileName: 'export.json', data: text });
    expect(imported.body).toMatchObject({ imported: 6, invalidCount: 0 });
    expect(await libraryOf(fresh.client)).toEqual(await libraryOf(owner.client));
    expect((await exportOf(fresh.client)).file.prompts).toEqual(file.prompts);

    const before = await historyOf(owner.client, 'Weekly summary');
    const after = await historyOf(fresh.client, 'Weekly summary');
    expect(after.map((v) => v.reason)).toEqual(['import', 'import', 'import', 'import']);
    expect(after.map((v) => v.title)).toEqual(before.map((v) => v.title));
    const changes = (items: typeof after) => items.slice(1).map(({ changed, wordsAdded, wordsRemoved }) => ({ changed, wordsAdded, wordsRemoved }));
    expect(changes(after)).toEqual(changes(before));
    expect(after.map((v) => v.savedAt).slice(1)).toEqual(weekly?.versions.map((v) => v.createdAt).reverse());
  });

  it('gives each prompt imported from another tool one version, the import', async () => {
    const owner = await createUser(t);
    await giveSubscription(t, owner.id, { tier: 'Max' });
    const imported = await owner.client.post('/api/v1/import', fixtureBody('open-webui-prompts.json'));
    expect(imported.body).toMatchObject({ imported: 3 });
    const { items } = (await owner.client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body;
    for (const item of items) {
      const history = (await owner.client.get<PromptVersionList>(`/api/v1/prompts/${item.id}/versions`)).body.items;
      expect(history.map((v) => [v.reason, v.title])).toEqual([['import', item.title]]);
    }
    expect((await exportOf(owner.client)).file.prompts.map((prompt) => prompt.versions)).toEqual([[], [], []]);
  });

  it('exports Markdown files in a .zip that import back to the same prompts', async () => {
    const owner = await createUser(t);
    await fillLibrary(owner.client);
    const res = await download(owner.client, '/api/v1/export.md.zip');
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['flagged.md', 'plain-0.md', 'plain-1.md', 'plain-2.md', 'quotes-and-commas-too.md', 'weekly-report.md']);
    expect(strFromU8(files['weekly-report.md'] ?? new Uint8Array())).toContain('isFavorite: true');

    const fresh = await createUser(t);
    await giveSubscription(t, fresh.id, { tier: 'Max' });
    const imported = await fresh.client.post('/api/v1/import', { fileName: 'export.zip', encoding: 'base64', data: Buffer.from(bytes).toString('base64') });
    expect(imported.body).toMatchObject({ format: 'markdown', imported: 6 });
    expect(await libraryOf(fresh.client)).toEqual(await libraryOf(owner.client));
  });

  it('exports an empty library as a file with no prompts, and keeps other accounts\' prompts out', async () => {
    const owner = await createUser(t);
    await fillLibrary(owner.client);
    const stranger = await createUser(t);
    const file = JSON.parse(await (await download(stranger.client, '/api/v1/export.json')).text()) as { prompts: unknown[] };
    expect(file.prompts).toEqual([]);
  });
});
