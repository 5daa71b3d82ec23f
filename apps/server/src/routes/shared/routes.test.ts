import type { Prompt, SharedPrompt } from '@promptnest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function sharedPrompt() {
  const owner = await createUser(t);
  const prompt = await createPromptAs(owner.client, { title: 'Cold e-mail', description: 'Short and warm', content: 'Write to {{name}} about {{topic}}', tags: ['sales'] });
  const share = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
  return { owner, prompt, shareId: share.body.shareId };
}

describe('share links', () => {
  it('makes a 12-character URL-safe id and keeps it when shared again', async () => {
    const { owner, prompt, shareId } = await sharedPrompt();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`)).body.shareId).toBe(shareId);
    const mine = await owner.client.get<Prompt>(`/api/v1/prompts/${prompt.id}`);
    expect(mine.body).toMatchObject({ isShared: true, shareId });
  });

  it('shows anyone the shared row and nothing about the owner', async () => {
    const { owner, shareId } = await sharedPrompt();
    const res = await new TestClient(t).get<SharedPrompt>(`/api/shared/${shareId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['author', 'content', 'created_at', 'credit_name', 'credit_url', 'description', 'id', 'is_template', 'tags', 'title', 'updated_at']);
    expect(res.body).toMatchObject({ title: 'Cold e-mail', description: 'Short and warm', is_template: true, author: 'Shared', tags: ['sales'] });
    expect(JSON.stringify(res.body)).not.toContain(owner.email);
    expect(JSON.stringify(res.body)).not.toContain(owner.id);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is gone once unshared, and a new share gets a new link', async () => {
    const { owner, prompt, shareId } = await sharedPrompt();
    expect((await owner.client.request('DELETE', `/api/v1/prompts/${prompt.id}/share`)).status).toBe(200);
    const res = await new TestClient(t).get(`/api/shared/${shareId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Prompt Not Found' });
    const again = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
    expect(again.body.shareId).not.toBe(shareId);
  });

  it('is gone while the prompt is in the trash', async () => {
    const { owner, prompt, shareId } = await sharedPrompt();
    await owner.client.request('DELETE', `/api/v1/prompts/${prompt.id}`);
    expect((await new TestClient(t).get(`/api/shared/${shareId}`)).status).toBe(404);
  });

  it.each(['nope', 'abc%27%20or%201%3D1', 'x'.repeat(40), '..%2F..%2Fetc'])('answers a made-up id (%s) with 404', async (id) => {
    expect((await new TestClient(t).get(`/api/shared/${id}`)).status).toBe(404);
  });
});

describe('Save to My Account', () => {
  it('copies the prompt into the visitor library with credit to the link', async () => {
    const { shareId } = await sharedPrompt();
    const visitor = await createUser(t);
    const res = await visitor.client.post<Prompt>(`/api/shared/${shareId}/save`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Cold e-mail', content: 'Write to {{name}} about {{topic}}', isTemplate: true, isShared: false, creditName: 'Shared', creditUrl: `${t.deps.config.appUrl}/shared/${shareId}` });
    expect((await visitor.client.get<Prompt>(`/api/v1/prompts/${res.body.id}`)).status).toBe(200);
    // Saving the same link again keeps one copy.
    const again = await visitor.client.post<Prompt>(`/api/shared/${shareId}/save`);
    expect(again.body.id).toBe(res.body.id);
    expect((await visitor.client.get<{ items: unknown[] }>('/api/v1/prompts')).body.items).toHaveLength(1);
  });

  it('needs a signed-in, approved account', async () => {
    const { shareId } = await sharedPrompt();
    expect((await new TestClient(t).post(`/api/shared/${shareId}/save`)).status).toBe(401);
    const pending = await createUser(t, { approved: false });
    expect((await pending.client.post(`/api/shared/${shareId}/save`)).status).toBe(403);
  });

  it('respects the plan limit', async () => {
    const { shareId } = await sharedPrompt();
    const visitor = await createUser(t);
    await createPromptAs(visitor.client, { content: '{{a}}' });
    await createPromptAs(visitor.client, { content: '{{b}}' });
    const res = await visitor.client.post(`/api/shared/${shareId}/save`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'TEMPLATE_LIMIT_REACHED' });
  });
});

describe('starters', () => {
  it('lists the pre-made templates by sub-filter and copies one into the library', async () => {
    const { client } = await createUser(t);
    const quick = await client.get<{ items: Array<{ id: string; category: string }> }>('/api/starters?category=quick-starters');
    expect(quick.body.items.length).toBeGreaterThan(0);
    expect(quick.body.items.every((s) => s.category === 'quick-starters')).toBe(true);
    const copy = await client.post<Prompt>(`/api/starters/${quick.body.items[0]?.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body.isTemplate).toBe(true);
    expect((await client.post('/api/starters/no-such-starter/copy')).status).toBe(404);
    expect((await client.get('/api/starters?category=mine')).status).toBe(400);
  });
});
