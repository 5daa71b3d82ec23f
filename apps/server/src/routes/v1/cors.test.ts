import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;
let key: string;
let cookie: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
  const { client } = await createUser(t);
  key = (await client.post<{ key: string }>('/api/api-keys', { name: 'Web tool', access: 'write', expiresIn: '30d' })).body.key;
  cookie = client.cookieHeader;
});
afterAll(() => db.drop());

const elsewhere = 'https://tools.example';

describe('API v1 from other origins', () => {
  it('answers a preflight for a Bearer request from any origin, never allowing credentials', async () => {
    const res = await t.app.request('/api/v1/prompts', {
      method: 'OPTIONS',
      headers: { origin: elsewhere, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a script on another origin read and write with a key', async () => {
    const created = await t.app.request('/api/v1/prompts', {
      method: 'POST',
      headers: { origin: elsewhere, 'sec-fetch-site': 'cross-site', authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'From a tool', content: 'Made elsewhere' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    const list = await t.app.request('/api/v1/prompts', { headers: { origin: elsewhere, authorization: `Bearer ${key}` } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
  });

  it('lets the script read why a key was refused: refusals carry the headers too', async () => {
    const bad = await t.app.request('/api/v1/prompts', { headers: { origin: elsewhere, authorization: 'Bearer pn_not-a-real-key' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect(await bad.json()).toMatchObject({ error: 'API_KEY_INVALID' });
    const missing = await t.app.request('/api/v1/prompts/00000000-0000-4000-8000-000000000000', { headers: { origin: elsewhere, authorization: `Bearer ${key}` } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    // The security headers stay on an answer that also carries CORS headers.
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a cookie from another origin nothing: no CORS headers to read with, and writes refused', async () => {
    const read = await t.app.request('/api/v1/prompts', { headers: { origin: elsewhere, cookie } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const write = await t.app.request('/api/v1/prompts', {
      method: 'POST',
      headers: { origin: elsewhere, 'sec-fetch-site': 'cross-site', cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Forged', content: 'Should not be saved' }),
    });
    expect(write.status).toBe(403);
    // Sending a key beside the cookie does not make a cross-site cookie write acceptable.
    const both = await t.app.request('/api/v1/prompts', {
      method: 'POST',
      headers: { origin: elsewhere, 'sec-fetch-site': 'cross-site', cookie, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Forged', content: 'Should not be saved' }),
    });
    expect(both.status).toBe(403);
  });
});
