import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, securityEvents, sessions, users } from '../../db/schema/index.js';
import { hitRateLimit, signInRules } from '../../services/rate-limit.js';
import { PASSWORD, signUp, TestClient } from '../../../test/client.js';
import { createUser, uniqueEmail } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
});
afterAll(() => db.drop());

type SessionBody = { user: { email: string; approved: boolean; isAdmin: boolean } | null };

describe('sign-up and approval', () => {
  it('makes the very first account an approved admin, and later ones wait for approval', async () => {
    const first = await signUp(t, 'First@Example.com');
    const firstSession = await first.get<SessionBody>('/api/auth/session');
    expect(firstSession.body.user).toMatchObject({ email: 'first@example.com', approved: true, isAdmin: true });

    const second = await signUp(t, uniqueEmail());
    const secondSession = await second.get<SessionBody>('/api/auth/session');
    expect(secondSession.body.user).toMatchObject({ approved: false, isAdmin: false });
  });

  it('lets a new account straight in when the admin turned auto-approve on', async () => {
    await t.deps.db.insert(adminSettings).values({ settingKey: 'auto_approve_users', settingValue: true });
    try {
      const client = await signUp(t, uniqueEmail('auto'));
      const session = await client.get<SessionBody>('/api/auth/session');
      expect(session.body.user?.approved).toBe(true);
      expect(session.body.user?.isAdmin).toBe(false);
    } finally {
      await t.deps.db.delete(adminSettings);
    }
  });

  it('sends a confirmation e-mail that returns to the requested page', async () => {
    const email = uniqueEmail('confirm');
    const client = new TestClient(t);
    const res = await client.post('/api/auth/sign-up', { email, password: PASSWORD, returnTo: '/shared/abc', action: 'save' });
    expect(res.status).toBe(201);
    const mail = t.mailbox.last(email);
    expect(mail?.subject).toBe('Confirm your PromptNest account');
    expect(decodeURIComponent(mail?.text ?? '')).toContain('callbackURL=/shared/abc?action=save');
  });

  it('answers a taken address exactly like a new one, mails its owner, and creates or changes nothing', async () => {
    const email = uniqueEmail('dup');
    await signUp(t, email);
    const fresh = await new TestClient(t).post('/api/auth/sign-up', { email: uniqueEmail('fresh'), password: PASSWORD });
    const before = await t.deps.db.$count(users);
    const again = await new TestClient(t).post('/api/auth/sign-up', { email: email.toUpperCase(), password: 'another-password' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(await t.deps.db.$count(users)).toBe(before);
    expect(t.mailbox.last(email)?.subject).toBe('You already have a PromptNest account');
    expect((await new TestClient(t).post('/api/auth/sign-in', { email, password: 'another-password' })).status).toBe(401);
    expect((await new TestClient(t).post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  });

  it('does not sign in by itself: the new account signs in with its password', async () => {
    const email = uniqueEmail('new');
    const client = new TestClient(t);
    const res = await client.post('/api/auth/sign-up', { email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get<SessionBody>('/api/auth/session')).body.user).toBeNull();
    expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user).toMatchObject({ email, approved: false });
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: '', password: PASSWORD }, 'Please enter your email address'],
    [{ email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: uniqueEmail() }, 'Password must be at least 6 characters'],
    [{ email: uniqueEmail(), password: 'x'.repeat(129) }, 'Password must be 128 characters or less'],
    [{ email: 42, password: PASSWORD }, 'Please enter your email address'],
  ])('answers %j with 400 and the spec message, creating nothing', async (body, message) => {
    const before = await t.deps.db.$count(users);
    const res = await new TestClient(t).post('/api/auth/sign-up', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect(await t.deps.db.$count(users)).toBe(before);
  });

  it('refuses unknown fields, so nobody can sign themselves up as approved', async () => {
    const res = await new TestClient(t).post('/api/auth/sign-up', { email: uniqueEmail(), password: PASSWORD, approved: true, role: 'admin' });
    expect(res.status).toBe(400);
  });

  it('refuses a returnTo that leaves the site', async () => {
    const res = await new TestClient(t).post('/api/auth/sign-up', { email: uniqueEmail(), password: PASSWORD, returnTo: '//evil.example/x' });
    expect(res.status).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t);
    const res = await client.post<SessionBody>('/api/auth/sign-in', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user?.email).toBe(email);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user?.email).toBe(email);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await client.get<SessionBody>('/api/auth/session')).body.user).toBeNull();
  });

  it('ends the session on the server too: the old cookie no longer works after sign-out', async () => {
    const { client, id } = await createUser(t);
    const cookie = client.cookieHeader;
    await client.post('/api/auth/sign-out');
    expect(await t.deps.db.$count(sessions, eq(sessions.userId, id))).toBe(0);
    const replay = await t.app.request('/api/auth/session', { headers: { cookie } });
    expect(((await replay.json()) as SessionBody).user).toBeNull();
  });

  it('refuses a forged, unsigned or tampered session cookie', async () => {
    const { client } = await createUser(t);
    const real = /promptnest\.session_token=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
    const [token] = decodeURIComponent(real).split('.');
    const forged = [`${token}`, `${token}.${Buffer.from('x'.repeat(32)).toString('base64')}`, `x${decodeURIComponent(real)}`, 'a.b', ''];
    for (const value of forged) {
      const res = await t.app.request('/api/v1/prompts', { headers: { cookie: `promptnest.session_token=${encodeURIComponent(value)}` } });
      expect(res.status, value).toBe(401);
    }
    const ok = await t.app.request('/api/v1/prompts', { headers: { cookie: `promptnest.session_token=${real}` } });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { client, id } = await createUser(t);
    await t.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, id));
    expect((await client.get('/api/v1/prompts')).status).toBe(401);
  });

  it('answers a wrong password with 401 and records a failed_login security event', async () => {
    const { email } = await createUser(t);
    const res = await new TestClient(t).post('/api/auth/sign-in', { email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    const events = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'failed_login', details: { error: 'Invalid login credentials' } });
  });

  it('gives an unknown e-mail exactly the same answer as a wrong password', async () => {
    const res = await new TestClient(t).post('/api/auth/sign-in', { email: uniqueEmail('ghost'), password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('requires both fields', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.co', password: '' }, {}]) {
      const res = await new TestClient(t).post('/api/auth/sign-in', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Please enter your email and password' });
    }
  });

  it('stops guessing after 10 failures for one address, even with the right password, on every server', async () => {
    const { email } = await createUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await new TestClient(t).post('/api/auth/sign-in', { email, password: `wrong-${i}` })).status).toBe(401);
    }
    // A second server on the same database shares the counters.
    const otherServer = buildTestApp(db);
    const blocked = await new TestClient(otherServer).post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' });
  });

  it("slows the stranger's address and e-mail pair, not the owner signing in from elsewhere", async () => {
    const { email } = await createUser(t);
    const proxied = buildTestApp(db, { trustProxy: 1 });
    const stranger = new TestClient(proxied, '198.51.100.20');
    for (let i = 0; i < 10; i += 1) expect((await stranger.post('/api/auth/sign-in', { email, password: `guess-${i}` })).status).toBe(401);
    expect((await stranger.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(429);
    // Refused on their own pair, they keep going past the per-e-mail ceiling (100): none of it may count there.
    for (let i = 0; i < 100; i += 1) expect((await stranger.post('/api/auth/sign-in', { email, password: `more-${i}` })).status).toBe(429);
    expect((await new TestClient(proxied, '192.0.2.80').post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  });

  it('limits failures per client address as well', async () => {
    const client = new TestClient(buildTestApp(db, { trustProxy: 1 }), '203.0.113.9');
    // 49 earlier failures from this address, then the 50th through the API.
    for (let i = 0; i < 49; i += 1) await hitRateLimit(t.deps.db, 'sign-in:ip:203.0.113.9', signInRules.perIp);
    expect((await client.post('/api/auth/sign-in', { email: uniqueEmail('spray'), password: 'nope-nope' })).status).toBe(401);
    const { email } = await createUser(t);
    const res = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(res.status).toBe(429);
  });
});

describe('request hygiene', () => {
  it('answers a body that is not JSON with 415, and broken JSON with 400', async () => {
    const client = new TestClient(t);
    const form = await client.request('POST', '/api/auth/sign-in', undefined, { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    const broken = await client.request('POST', '/api/auth/sign-in', undefined, { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
  });

  it('answers a 1 MB body with 413', async () => {
    const res = await new TestClient(t).request('POST', '/api/auth/sign-up', undefined, {
      raw: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses writes from another site', async () => {
    const res = await new TestClient(t).request('POST', '/api/auth/sign-in', { email: 'a@b.co', password: 'whatever' }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(t).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const res = await t.app.request('/api/auth/session');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});
