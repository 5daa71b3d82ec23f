import type { RenderedTemplate } from '@promptnest/core';
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

/** A Read only key of the client's user, made on the account page's route. */
async function readOnlyKey(client: TestClient): Promise<string> {
  const res = await client.post<{ key: string }>('/api/api-keys', { name: 'Renderer', access: 'read', expiresIn: '30d' });
  expect(res.status).toBe(201);
  return res.body.key;
}

describe('POST /api/v1/prompts/:id/render', () => {
  it('fills every variable it is given, the same way the template screen does, and names the ones left empty', async () => {
    const { client } = await createUser(t);
    const template = await createPromptAs(client, { title: 'Email', content: 'Dear {{ name }},\n{{body}}\nBest, {{sender}} ({{name}})' });
    const key = await readOnlyKey(client);
    const caller = new TestClient(t);
    const res = await caller.request<RenderedTemplate>('POST', `/api/v1/prompts/${template.id}/render`, { variables: { name: 'Ada', body: 'The report is ready.', sender: '  ' } }, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    // A blank value counts as empty: its {{token}} stays, and it is named in `missing`.
    expect(res.body).toEqual({ text: 'Dear Ada,\nThe report is ready.\nBest, {{sender}} (Ada)', missing: ['sender'] });
  });

  it('answers a prompt without variables as it is, and with no values every variable is missing', async () => {
    const { client } = await createUser(t);
    const plain = await createPromptAs(client, { content: 'Summarise this article.' });
    expect((await client.post<RenderedTemplate>(`/api/v1/prompts/${plain.id}/render`, {})).body).toEqual({ text: 'Summarise this article.', missing: [] });
    const template = await createPromptAs(client, { content: 'Translate {{text}} into {{language}}.' });
    expect((await client.post<RenderedTemplate>(`/api/v1/prompts/${template.id}/render`, {})).body).toEqual({ text: 'Translate {{text}} into {{language}}.', missing: ['text', 'language'] });
  });

  it('refuses values that are not text, with a clear message, and another user\'s prompt as not found', async () => {
    const { client } = await createUser(t);
    const template = await createPromptAs(client, { content: 'Hello {{name}}' });
    const notText = await client.post(`/api/v1/prompts/${template.id}/render`, { variables: { name: 42 } });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Each value must be text' });
    const notObject = await client.post(`/api/v1/prompts/${template.id}/render`, { variables: ['Ada'] });
    expect(notObject.status).toBe(400);
    expect(notObject.body).toMatchObject({ message: 'variables must be an object of names and values' });
    const unknownField = await client.post(`/api/v1/prompts/${template.id}/render`, { values: { name: 'Ada' } });
    expect(unknownField.status).toBe(400);

    const stranger = await createUser(t);
    const res = await stranger.client.post(`/api/v1/prompts/${template.id}/render`, { variables: { name: 'Eve' } });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Hello');
  });
});
