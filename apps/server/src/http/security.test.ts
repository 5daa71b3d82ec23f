import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/harness.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('web hardening', () => {
  it('sends a strict CSP and the other security headers on pages and API answers', async () => {
    const t = buildTestApp(db, { appUrl: 'http://localhost:3000' });
    for (const path of ['/healthz', '/api/prompts', '/api/shared/nothing-here']) {
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
    const res = await client.request('POST', '/api/auth/sign-up', { email: 'secure-cookie@example.com', password: 'correct-horse' }, { headers: { origin: 'https://prompts.example.com' } });
    expect(res.status).toBe(201);
    const session = res.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/^__Secure-promptnest\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });

  it('refuses a cross-site write even with a valid session', async () => {
    const t = buildTestApp(db, { appUrl: 'http://localhost:3000' });
    const res = await t.app.request('/api/prompts', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});
