import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../src/db/schema/index.js';
import { TestClient, type TestResponse } from './client.js';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/** The requests an outside probe answered with 500: each now gets a clear 400 and writes nothing. */
let db: TestDatabase;
let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  owner = (await createUser(t)).client;
});
afterAll(() => db.drop());

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const valid = { title: 'Title', description: '', content: 'Content', tags: [], isTemplate: false };

function expectClear400(res: TestResponse, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED' });
  if (message) expect(res.body.message).toBe(message);
}

describe('NUL and other control characters', () => {
  it('in the sign-in e-mail and a reset token', async () => {
    expectClear400(await new TestClient(t).post('/api/auth/sign-in', { email: 'a\u0000@example.com', password: 'whatever' }));
    expectClear400(await new TestClient(t).post('/api/auth/reset-password/verify', { token: 'abc\u0000' }));
    expectClear400(await new TestClient(t).post('/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'secret-1', confirmPassword: 'secret-1' }));
  });

  it.each(['title', 'description', 'content'])('in a prompt %s, on create and on update', async (field) => {
    const before = await t.deps.db.$count(prompts);
    expectClear400(await owner.post('/api/v1/prompts', { ...valid, [field]: 'a\u0000b' }), 'Text contains invalid content');
    const created = await owner.post<{ id: string }>('/api/v1/prompts', valid);
    expectClear400(await owner.request('PATCH', `/api/v1/prompts/${created.body.id}`, { [field]: 'a\u0000b' }), 'Text contains invalid content');
    expect(await t.deps.db.$count(prompts)).toBe(before + 1);
  });

  it('in a tag, and in the search and tag filters', async () => {
    expectClear400(await owner.post('/api/v1/prompts', { ...valid, tags: ['work\u0000'] }));
    expectClear400(await owner.get('/api/v1/prompts?q=a%00b'));
    expectClear400(await owner.get('/api/v1/prompts?tag=a%00b'));
    expectClear400(await owner.get('/api/v1/prompts?q=%1B%5B31m'));
  });

  it('keeps line breaks and tabs in content', async () => {
    const res = await owner.post<{ content: string }>('/api/v1/prompts', { ...valid, content: 'line one\n\tline two\r\n' });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('line one\n\tline two\r\n');
  });
});

describe('list cursors that decode but cannot be ours', () => {
  it.each([
    ['an id that is not a UUID', cursor({ u: '2026-01-01T00:00:00.000Z', i: 'not-a-uuid' })],
    ['the year 0', cursor({ u: '0000-01-01T00:00:00Z', i: '00000000-0000-4000-8000-000000000000' })],
    ['the year 300000', cursor({ u: '+300000-01-01T00:00:00Z', i: '00000000-0000-4000-8000-000000000000' })],
    ['NaN', cursor({ u: 'NaN', i: '00000000-0000-4000-8000-000000000000' })],
    ['a negative offset', cursor({ o: -1 })],
    ['not base64', '%%%'],
  ])('%s', async (_name, value) => {
    expectClear400(await owner.get(`/api/v1/prompts?cursor=${encodeURIComponent(value)}`), 'This page link is no longer valid. Please reload the list.');
  });
});
