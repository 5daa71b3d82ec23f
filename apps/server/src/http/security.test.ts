import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/harness.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('web hardening', () => {
  it('sends a strict CSP and the other security headers on pages and API answers', async () => {
    const t = buildTestApp(db, { appUrl: 'http://localhost:3000' });
    for (const path of ['/healthz', '/api/v1/prompts', '/api/shared/nothing-here']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toBe("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('under https: HSTS, and session cookies that are Secure, HttpOnly and __Secure- prefixed', async () => {
    const t = buildTestApp(db, { appUrl: 'https://prompts.example.com' });
    expect((await t.app.request('/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const client = new TestClient(t);
    expect((await client.post('/api/auth/sign-up', { email: 'secure-cookie@example.com', password: 'correct-horse' })).status).toBe(201);
    const res = await client.post('/api/auth/sign-in', { email: 'secure-cookie@example.com', password: 'correct-horse' });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/^__Secure-promptnest\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });

  it('compares Origin with APP_URL, never with the Host the request names', async () => {
    const t = buildTestApp(db, { appUrl: 'https://prompts.example.com' });
    const { client } = await createUser(t);
    const headers = { 'content-type': 'application/json', cookie: client.cookieHeader, host: 'evil.example', origin: 'http://evil.example' };
    const res = await t.app.request('http://evil.example/api/v1/prompts', { method: 'POST', headers, body: JSON.stringify({ title: 'x', content: 'y' }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });
  });

  it('refuses a cookie-carrying write without Origin, and lets a cookie-less one reach its own checks', async () => {
    const t = buildTestApp(db, { appUrl: 'http://localhost:3000' });
    const { client } = await createUser(t);
    const body = JSON.stringify({ title: 'No origin', content: 'text' });
    const withCookie = await t.app.request('/api/v1/prompts', { method: 'POST', headers: { 'content-type': 'application/json', cookie: client.cookieHeader }, body });
    expect(withCookie.status).toBe(403);
    const sameOrigin = await t.app.request('/api/v1/prompts', { method: 'POST', headers: { 'content-type': 'application/json', cookie: client.cookieHeader, 'sec-fetch-site': 'same-origin' }, body });
    expect(sameOrigin.status).toBe(201);
    const withoutCookie = await t.app.request('/api/v1/prompts', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(withoutCookie.status).toBe(401);
  });

  it('refuses a cross-site write even with a valid session', async () => {
    const t = buildTestApp(db, { appUrl: 'http://localhost:3000' });
    const res = await t.app.request('/api/v1/prompts', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});
