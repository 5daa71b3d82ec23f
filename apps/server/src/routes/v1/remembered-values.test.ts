import type { RememberedValues } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { rememberedValues } from '../../db/schema/index.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

const CONTENT = 'Write to {{name}} in a {{tone | select:options=["calm","warm"]}} tone about {{topic}}.';
const valuesPath = (id: string) => `/api/v1/prompts/${id}/values`;

describe('/api/v1/prompts/:id/values: the values last filled into a template', () => {
  it('keeps the template’s own non-blank values with the account, for any device, until cleared', async () => {
    const owner = await createUser(t);
    const template = await createPromptAs(owner.client, { title: 'Letter', content: CONTENT });
    expect((await owner.client.get<RememberedValues>(valuesPath(template.id))).body).toEqual({ values: {}, updatedAt: null });

    const kept = await owner.client.request<RememberedValues>('PUT', valuesPath(template.id), { values: { name: 'Ada', tone: 'warm', topic: '  ', gone: 'not a variable' } });
    expect(kept.status).toBe(200);
    expect(kept.body.values).toEqual({ name: 'Ada', tone: 'warm' });

    // Another device: the same account signed in again elsewhere finds them.
    const elsewhere = new TestClient(t);
    expect((await elsewhere.post('/api/auth/sign-in', { email: owner.email, password: PASSWORD })).status).toBe(200);
    const read = await elsewhere.get<RememberedValues>(valuesPath(template.id));
    expect(read.body.values).toEqual({ name: 'Ada', tone: 'warm' });
    expect(read.body.updatedAt).toBeTruthy();

    expect((await owner.client.request<RememberedValues>('PUT', valuesPath(template.id), { values: { name: 'Grace' } })).body.values).toEqual({ name: 'Grace' });
    expect((await owner.client.request('DELETE', valuesPath(template.id))).status).toBe(200);
    expect((await elsewhere.get<RememberedValues>(valuesPath(template.id))).body).toEqual({ values: {}, updatedAt: null });
    // Nothing but blanks is the same as clearing.
    await owner.client.request('PUT', valuesPath(template.id), { values: { name: 'Lin' } });
    expect((await owner.client.request<RememberedValues>('PUT', valuesPath(template.id), { values: { name: '' } })).body.values).toEqual({});
    expect(await db.handle.db.select().from(rememberedValues).where(eq(rememberedValues.promptId, template.id))).toEqual([]);
  });

  it('is the same 404 for another user’s template, which keeps its values; a Read only key may read but not write', async () => {
    const owner = await createUser(t);
    const template = await createPromptAs(owner.client, { content: CONTENT });
    await owner.client.request('PUT', valuesPath(template.id), { values: { name: 'Secret Name' } });
    const stranger = await createUser(t);
    for (const [method, body] of [['GET'], ['PUT', { values: { name: 'Eve' } }], ['DELETE']] as const) {
      const res = await stranger.client.request(method, valuesPath(template.id), body);
      expect(res.status, method).toBe(404);
      expect(JSON.stringify(res.body), method).not.toContain('Secret Name');
    }
    expect((await owner.client.get<RememberedValues>(valuesPath(template.id))).body.values).toEqual({ name: 'Secret Name' });

    const created = await owner.client.post<{ key: string }>('/api/api-keys', { name: 'Reader', access: 'read', expiresIn: '30d' });
    const bearer = { headers: { authorization: `Bearer ${created.body.key}` } };
    const script = new TestClient(t);
    expect((await script.request<RememberedValues>('GET', valuesPath(template.id), undefined, bearer)).body.values).toEqual({ name: 'Secret Name' });
    expect((await script.request('PUT', valuesPath(template.id), { values: { name: 'x' } }, bearer)).status).toBe(403);
    expect((await script.request('DELETE', valuesPath(template.id), undefined, bearer)).status).toBe(403);
    expect((await owner.client.get<RememberedValues>(valuesPath(template.id))).body.values).toEqual({ name: 'Secret Name' });
  });

  it('refuses values that are not text, too many, or with control characters, and keeps what was there', async () => {
    const owner = await createUser(t);
    const template = await createPromptAs(owner.client, { content: CONTENT });
    await owner.client.request('PUT', valuesPath(template.id), { values: { name: 'Ada' } });
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`v${i}`, 'x']));
    for (const [body, message] of [
      [{ values: { name: 42 } }, 'Each value must be text'],
      [{ values: ['Ada'] }, 'variables must be an object of names and values'],
      [{ values: { name: 'a\u0000b' } }, 'Values contain invalid characters'],
      [{ values: tooMany }, 'At most 200 values can be remembered'],
      [{}, undefined],
    ] as const) {
      const res = await owner.client.request<{ message: string }>('PUT', valuesPath(template.id), body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await owner.client.get<RememberedValues>(valuesPath(template.id))).body.values).toEqual({ name: 'Ada' });
  });

  it('goes with the prompt: trashed it is out of reach, deleted forever it is gone', async () => {
    const owner = await createUser(t);
    const template = await createPromptAs(owner.client, { content: CONTENT });
    await owner.client.request('PUT', valuesPath(template.id), { values: { name: 'Ada' } });
    expect((await owner.client.request('DELETE', `/api/v1/prompts/${template.id}`)).status).toBe(200);
    expect((await owner.client.get(valuesPath(template.id))).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/v1/trash/${template.id}`)).status).toBe(200);
    expect(await db.handle.db.select().from(rememberedValues).where(eq(rememberedValues.promptId, template.id))).toEqual([]);
  });
});
