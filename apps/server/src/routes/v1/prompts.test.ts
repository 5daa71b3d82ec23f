import type { Prompt, PromptListResponse, UsageResponse } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts, subscriptions } from '../../db/schema/index.js';
import type { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';

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

describe('create and edit', () => {
  it('creates a prompt, reads it back, and edits only the fields sent', async () => {
    const created = await createPromptAs(user, { title: '  Weekly report  ', content: 'Summarise my week.', tags: ['work', ' work ', 'notes'] });
    expect(created).toMatchObject({ title: 'Weekly report', description: '', tags: ['work', 'notes'], isTemplate: false, isFavorite: false, isShared: false, shareId: null, author: 'You' });

    const edited = await user.request<Prompt>('PATCH', `/api/v1/prompts/${created.id}`, { description: 'For Fridays' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Weekly report', description: 'For Fridays', content: 'Summarise my week.' });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect((await user.get<Prompt>(`/api/v1/prompts/${created.id}`)).body.description).toBe('For Fridays');
  });

  it('answers bad input with the spec message and saves nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '', content: 'x' }, 'Text is required'],
      [{ title: 't', content: 'x'.repeat(10_001) }, 'Text must be 10000 characters or less'],
      [{ title: 't', content: '<script>alert(1)</script>' }, 'Text contains invalid content'],
      [{ title: 't', content: 'x', tags: 'a,b' }, 'Tags must be an array'],
      [{ title: 't', content: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Maximum 10 tags allowed'],
      [{ title: 't', content: 'x', tags: ['<b>'] }, 'Tag contains invalid characters'],
      [{ title: 't', content: 'x', userId: 'someone' }, 'Unrecognized key: "userId"'],
    ];
    for (const [body, message] of cases) {
      const res = await user.post('/api/v1/prompts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    }
    expect(await count()).toBe(0);
  });

  it('refuses a broken update and leaves the prompt as it was', async () => {
    const created = await createPromptAs(user, { title: 'Keep me' });
    for (const body of [{ title: '' }, {}, { content: 'javascript:alert(1)' }, { isFavorite: true }]) {
      expect((await user.request('PATCH', `/api/v1/prompts/${created.id}`, body)).status).toBe(400);
    }
    expect((await user.get<Prompt>(`/api/v1/prompts/${created.id}`)).body).toEqual(created);
  });

  it('marks a prompt whose content holds a variable as a template', async () => {
    const created = await createPromptAs(user, { content: 'Hello {{ name }}' });
    expect(created.isTemplate).toBe(true);
  });

  it('does not move a prompt up the list when it is only favourited', async () => {
    const first = await createPromptAs(user, { title: 'First' });
    await createPromptAs(user, { title: 'Second' });
    const fav = await user.request<Prompt>('PUT', `/api/v1/prompts/${first.id}/favorite`, { isFavorite: true });
    expect(fav.body.isFavorite).toBe(true);
    const list = await user.get<PromptListResponse>('/api/v1/prompts');
    expect(list.body.items.map((p) => p.title)).toEqual(['Second', 'First']);
    const favorites = await user.get<PromptListResponse>('/api/v1/prompts?view=favorites');
    expect(favorites.body.items.map((p) => p.title)).toEqual(['First']);
  });
});

describe('Free plan limits (5 prompts, 2 templates)', () => {
  it('allows the 5th prompt and refuses the 6th with Prompt limit reached', async () => {
    for (let i = 0; i < 5; i += 1) await createPromptAs(user, { title: `P${i}` });
    const sixth = await user.post('/api/v1/prompts', { title: 'P6', content: 'plain' });
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({ error: 'PROMPT_LIMIT_REACHED', message: 'Prompt limit reached' });
    expect(await count()).toBe(5);
    // Templates are counted apart: there is still room for them.
    expect((await user.post('/api/v1/prompts', { title: 'T', content: 'Hi {{name}}' })).status).toBe(201);
  });

  it('allows 2 templates and refuses the 3rd, flagged or by variables', async () => {
    await createPromptAs(user, { content: '{{a}}' });
    await createPromptAs(user, { content: 'plain', isTemplate: true });
    const third = await user.post('/api/v1/prompts', { title: 'T3', content: 'Dear {{name}}' });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ error: 'TEMPLATE_LIMIT_REACHED', message: 'Template limit reached' });
    const usage = await user.get<UsageResponse>('/api/usage');
    expect(usage.body).toEqual({ plan: 'free', prompts: { used: 0, limit: 5 }, templates: { used: 2, limit: 2 }, hiddenByPlan: 0 });
  });

  it('refuses an edit that turns a prompt into a template beyond the limit, and keeps the prompt as it was', async () => {
    await createPromptAs(user, { content: '{{a}}' });
    await createPromptAs(user, { content: '{{b}}' });
    const plain = await createPromptAs(user, { content: 'plain' });
    const byContent = await user.request('PATCH', `/api/v1/prompts/${plain.id}`, { content: 'now {{with}} a variable' });
    expect(byContent.status).toBe(403);
    expect(byContent.body).toMatchObject({ error: 'TEMPLATE_LIMIT_REACHED' });
    const byFlag = await user.request('PATCH', `/api/v1/prompts/${plain.id}`, { isTemplate: true });
    expect(byFlag.status).toBe(403);
    expect((await user.get<Prompt>(`/api/v1/prompts/${plain.id}`)).body.content).toBe('plain');
  });

  it('holds under concurrent creates: never more than the limit', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => user.post('/api/v1/prompts', { title: `C${i}`, content: 'plain' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
    expect(await count()).toBe(5);
  });

  it('lifts the limits for a live Max subscription, and restores them when it has ended', async () => {
    // An admin-granted test subscription: it ends on its date.
    await db.handle.db.insert(subscriptions).values({ userId, tier: 'Max', source: 'admin', grantedByAdmin: true, currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    for (let i = 0; i < 7; i += 1) await createPromptAs(user, { title: `M${i}` });
    expect((await user.get<UsageResponse>('/api/usage')).body).toMatchObject({ plan: 'max', prompts: { used: 7, limit: null } });

    await db.handle.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, userId));
    expect((await user.post('/api/v1/prompts', { title: 'over', content: 'plain' })).status).toBe(403);
    const list = await user.get<PromptListResponse>('/api/v1/prompts');
    expect(list.body.items.map((p) => p.title)).toEqual(['M6', 'M5', 'M4', 'M3', 'M2']);
    expect(list.body.hiddenByPlan).toBe(2);
  });

  it('does not count the trash', async () => {
    const created = await Promise.all(Array.from({ length: 5 }, (_, i) => createPromptAs(user, { title: `P${i}` })));
    await user.request('DELETE', `/api/v1/prompts/${created[0]?.id}`);
    expect((await user.post('/api/v1/prompts', { title: 'fits again', content: 'plain' })).status).toBe(201);
  });
});

describe('listing', () => {
  it('pages through the library newest first without gaps or repeats', async () => {
    // Bypass the plan limit: a Free account can hold more after a downgrade.
    await db.handle.db.insert(prompts).values(
      Array.from({ length: 7 }, (_, i) => ({ userId, title: `Item ${i}`, content: 'x', createdAt: sql`now() - make_interval(mins => ${i})`, updatedAt: sql`now() - make_interval(mins => ${i})` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: PromptListResponse } = await user.get<PromptListResponse>(`/api/v1/prompts?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.items.map((p) => p.title));
      cursor = page.body.nextCursor;
    } while (cursor);
    // Free shows the newest 5 prompts; the other 2 stay hidden until an upgrade.
    expect(seen).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3', 'Item 4']);
    expect((await user.get<PromptListResponse>('/api/v1/prompts')).body.hiddenByPlan).toBe(2);
  });

  it('sends a content preview on cards, not the whole text', async () => {
    await createPromptAs(user, { content: 'y'.repeat(5000) });
    const card = (await user.get<PromptListResponse>('/api/v1/prompts')).body.items[0];
    expect(card?.contentPreview).toHaveLength(280);
    expect(card).not.toHaveProperty('content');
  });

  it('filters by tag and counts tags A→Z', async () => {
    await createPromptAs(user, { title: 'A', tags: ['writing', 'Email'] });
    await createPromptAs(user, { title: 'B', tags: ['email'] });
    await createPromptAs(user, { title: 'C', tags: ['writing'] });
    const tagged = await user.get<PromptListResponse>('/api/v1/prompts?tag=writing');
    expect(tagged.body.items.map((p) => p.title).sort()).toEqual(['A', 'C']);
    const tags = await user.get<{ tags: Array<{ tag: string; count: number }> }>('/api/v1/tags');
    expect(tags.body.tags).toEqual([{ tag: 'Email', count: 1 }, { tag: 'email', count: 1 }, { tag: 'writing', count: 2 }]);
  });

  it('searches title, description, content and tags, partial words too, best match first', async () => {
    await createPromptAs(user, { title: 'Quarterly numbers', content: 'Explain the revenue chart.' });
    await createPromptAs(user, { title: 'Customer email', content: 'Reply kindly to the customer.', tags: ['support'] });
    await createPromptAs(user, { title: 'Summarise', description: 'for customer calls', content: 'Summarise the call.' });
    const search = async (q: string) => (await user.get<PromptListResponse>(`/api/v1/prompts?q=${encodeURIComponent(q)}`)).body.items.map((p) => p.title);
    expect(await search('custom')).toEqual(['Customer email', 'Summarise']);
    expect(await search('revenue')).toEqual(['Quarterly numbers']);
    expect(await search('support')).toEqual(['Customer email']);
    expect(await search('SUMMAR call')).toEqual(['Summarise']);
    expect(await search('100%_\\')).toEqual([]);
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('searches within a view and a tag, by punctuation alone, and only among the prompts the plan shows', async () => {
    const favorite = await createPromptAs(user, { title: 'Work report', tags: ['work'] });
    expect((await user.request('PUT', `/api/v1/prompts/${favorite.id}/favorite`, { isFavorite: true })).status).toBe(200);
    await createPromptAs(user, { title: 'Home report', tags: ['home'] });
    await createPromptAs(user, { title: 'Work report, not a favourite', tags: ['work'] });
    await createPromptAs(user, { title: 'Sale', content: 'Take 50% off today.' });
    const titles = async (query: string) => (await user.get<PromptListResponse>(`/api/v1/prompts?${query}`)).body.items.map((p) => p.title);
    expect(await titles('q=report&view=favorites')).toEqual(['Work report']);
    expect((await titles('q=report&tag=work')).sort()).toEqual(['Work report', 'Work report, not a favourite']);
    expect(await titles('q=report&tag=work&view=favorites')).toEqual(['Work report']);
    expect(await titles(`q=${encodeURIComponent('%')}`)).toEqual(['Sale']);

    // A Free library over its limit (after a downgrade): a search finds only the newest prompts within it.
    const { client: downgraded, id } = await createUser(t);
    await db.handle.db.insert(prompts).values(
      Array.from({ length: 7 }, (_, i) => ({ userId: id, title: `Report ${i}`, content: 'Quarterly figures.', createdAt: sql`now() - make_interval(mins => ${i})` })),
    );
    const found = (await downgraded.get<PromptListResponse>('/api/v1/prompts?q=report')).body;
    expect(found.items.map((p) => p.title).sort()).toEqual(['Report 0', 'Report 1', 'Report 2', 'Report 3', 'Report 4']);
    expect(found.hiddenByPlan).toBe(2);
  });

  it('pages through a common word past the ranking window without gaps or repeats, best match first in each window', async () => {
    await db.handle.db.insert(subscriptions).values({ userId, tier: 'Max', source: 'admin', grantedByAdmin: true, currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    // 650 matches, newest first; in the newest window of 300, an older title match must still come first.
    await db.handle.db.insert(prompts).values(
      Array.from({ length: 650 }, (_, i) => ({
        userId,
        title: i === 250 ? 'Weekly report' : `Note ${i}`,
        content: 'Draft the weekly report.',
        updatedAt: sql`now() - make_interval(mins => ${i})`,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: PromptListResponse } = await user.get<PromptListResponse>(`/api/v1/prompts?q=report&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.items.map((p) => p.title));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(650);
    expect(new Set(seen).size).toBe(650);
    expect(seen[0]).toBe('Weekly report');
    expect(seen.slice(1, 4)).toEqual(['Note 0', 'Note 1', 'Note 2']);
    expect(seen[300]).toBe('Note 300');
  });

  it('refuses a forged page cursor with 400', async () => {
    const res = await user.get('/api/v1/prompts?cursor=bm90LWEtY3Vyc29y');
    expect(res.status).toBe(400);
    expect((await user.get('/api/v1/prompts?limit=1000')).status).toBe(400);
    expect((await user.get('/api/v1/prompts?view=everyone')).status).toBe(400);
  });
});

describe('CSV export', () => {
  it('downloads every prompt with the spec columns and file name', async () => {
    await createPromptAs(user, { title: 'Quote "me", please', content: 'Line one\nline two', tags: ['a', 'b'] });
    await createPromptAs(user, { title: 'Template', content: 'Hi {{name}}' });
    const res = await t.app.request('/api/v1/export', { headers: { cookie: user.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="prompts-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Title,Description,Content,Tags,Is Template,Created At,Updated At');
    // Every cell quoted (docs/decisions/0017-import-and-export.md).
    expect(lines[1]).toMatch(/^"Template","","Hi \{\{name\}\}","","Yes","/);
    expect(lines[2]).toMatch(/^"Quote ""me"", please","","Line one\nline two","a; b","No","/);
  });
});
