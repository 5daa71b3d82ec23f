import { importFileMessages, type ImportPreview, type ImportResult, type PromptVersionList } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../../db/schema/index.js';
import type { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { fixtureBody } from '../../../test/import-fixtures.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

const csvOf = (rows: string[]) => ({ fileName: 'prompts.csv', data: `act,prompt\n${rows.join('\n')}\n` });

let db: TestDatabase;
let t: TestApp;
let user: TestClient;
let userId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());
beforeEach(async () => {
  ({ client: user, id: userId } = await createUser(t));
});

const count = () => db.handle.db.$count(prompts, eq(prompts.userId, userId));
const preview = (body: unknown) => user.post<ImportPreview>('/api/v1/import/preview', body);
const runImport = (body: unknown) => user.post<ImportResult>('/api/v1/import', body);

describe('import preview', () => {
  it.each([
    ['open-webui-prompts.json', 'open-webui', 3],
    ['prompts.csv', 'prompts-chat', 4],
    ['langfuse-prompts.json', 'langfuse', 2],
    ['promptnest-export.json', 'promptnest-json', 2],
    ['promptnest-export.csv', 'promptnest-csv', 2],
    ['markdown-prompts.zip', 'markdown', 3],
    ['single-prompt.md', 'markdown', 1],
  ])('recognises %s and counts its rows, writing nothing', async (name, format, total) => {
    await giveSubscription(t, userId, { tier: 'Max' });
    const res = await preview(fixtureBody(name));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format, total, new: total, duplicates: 0, invalidCount: 0, overLimit: { prompts: 0, templates: 0 } });
    expect(await count()).toBe(0);
  });

  it('counts duplicates of the library and names invalid rows with the editor\'s messages', async () => {
    await giveSubscription(t, userId, { tier: 'Max' });
    await createPromptAs(user, { title: 'Storyteller', content: 'I want you to act as a storyteller. Tell me a story about {{topic}}.' });
    const res = await preview(fixtureBody('with-invalid-rows.csv'));
    expect(res.body).toMatchObject({ total: 4, new: 1, duplicates: 1, invalidCount: 2 });
    expect(res.body.invalid).toEqual([
      { row: 2, title: 'Sneaky', message: 'Text contains invalid content' },
      { row: 3, title: 'Row 3', message: 'Text is required' },
    ]);
    expect(res.body.rows.map((row) => row.status)).toEqual(['duplicate', 'invalid', 'invalid', 'new']);
  });
});

describe('import', () => {
  it('writes the valid rows, converted, and adds nothing when the same file comes again', async () => {
    const first = await runImport(fixtureBody('with-invalid-rows.csv'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ imported: 2, new: 2, duplicates: 0, invalidCount: 2 });
    const poet = await db.handle.db.select().from(prompts).where(eq(prompts.title, 'Poet'));
    expect(poet[0]).toMatchObject({ userId, content: 'I want you to act as a poet. Write a poem about {{subject}}.', creditName: 'f', creditUrl: 'https://github.com/f', hasVariables: true });

    const again = await runImport(fixtureBody('with-invalid-rows.csv'));
    expect(again.body).toMatchObject({ imported: 0, new: 0, duplicates: 2, invalidCount: 2 });
    expect(await count()).toBe(2);
  });

  it('keeps a PromptNest file\'s versions in its order, even with tied or backward dates, before the import itself', async () => {
    const version = (content: string, createdAt: string) => ({ title: 'Notes', description: '', content, tags: [], isTemplate: false, createdAt });
    const file = {
      format: 'promptnest', formatVersion: 1, exportedAt: '2026-01-01T00:00:00.000Z',
      prompts: [{ title: 'Notes', content: 'one two three four', versions: [version('one', '2025-03-01T10:00:00.000Z'), version('one two', '2025-03-01T10:00:00.000Z'), version('one two three', '2025-02-01T10:00:00.000Z')] }],
    };
    expect((await runImport({ fileName: 'notes.json', data: JSON.stringify(file) })).body).toMatchObject({ imported: 1 });
    const [prompt] = await db.handle.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.userId, userId));
    const history = (await user.get<PromptVersionList>(`/api/v1/prompts/${prompt?.id}/versions`)).body.items;
    expect(history.map((v) => [v.reason, v.changed, v.wordsAdded])).toEqual([['import', [], 0], ['import', ['content'], 1], ['import', ['content'], 1], ['import', [], 0]]);
    const contents = await Promise.all(history.map(async (v) => (await user.get<{ content: string }>(`/api/v1/prompts/${prompt?.id}/versions/${v.id}`)).body.content));
    expect(contents).toEqual(['one two three four', 'one two three', 'one two', 'one']);
  });

  it('keeps within the plan: Free takes 5 prompts and 2 templates, the rest are reported over the limit', async () => {
    const plain = Array.from({ length: 7 }, (_, i) => `P${i},Plain text ${i}`);
    const templates = Array.from({ length: 3 }, (_, i) => `T${i},Hello \${name} ${i}`);
    const res = await runImport(csvOf([...plain, ...templates]));
    expect(res.body).toMatchObject({ imported: 7, new: 7, overLimit: { prompts: 2, templates: 1 } });
    expect(await count()).toBe(7);
  });

  it('writes all or nothing: a failure half way leaves the library as it was', async () => {
    await giveSubscription(t, userId, { tier: 'Max' });
    await db.handle.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$ begin if new.title = 'Boom' then raise exception 'boom'; end if; return new; end $$`);
    await db.handle.db.execute(sql`create trigger refuse_boom before insert on prompts for each row execute function refuse_boom()`);
    try {
      const rows = Array.from({ length: 3000 }, (_, i) => (i === 2500 ? 'Boom,This one fails' : `P${i},Text ${i}`));
      const res = await runImport(csvOf(rows));
      expect(res.status).toBe(500);
      expect(await count()).toBe(0);
    } finally {
      await db.handle.db.execute(sql`drop trigger refuse_boom on prompts; drop function refuse_boom()`);
    }
  });

  it('refuses a file over 10 MB and one over 10,000 prompts with a clear message, writing nothing', async () => {
    const big = await runImport({ fileName: 'big.csv', data: `act,prompt\n${'x'.repeat(10 * 1024 * 1024)}` });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'IMPORT_TOO_LARGE', message: importFileMessages.tooLarge });
    const many = await runImport(csvOf(Array.from({ length: 10_001 }, (_, i) => `P${i},Text ${i}`)));
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: importFileMessages.tooMany });
    expect(await count()).toBe(0);
  });

  it('refuses a file it cannot read', async () => {
    const res = await preview({ fileName: 'notes.txt', data: 'just some words' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'IMPORT_FILE_INVALID', message: importFileMessages.unknown });
  });
});
