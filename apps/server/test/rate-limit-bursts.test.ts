import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { securityEvents } from '../src/db/schema/index.js';
import { PASSWORD, TestClient } from './client.js';
import { createUser, uniqueEmail } from './factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';

/**
 * Every limit must hold when the attempts arrive all at once: each is counted before it is tried
 * (docs/decisions/0010), so a burst can never try more than the limit allows.
 */
let db: TestDatabase;
let t: TestApp;
let address = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { trustProxy: 1 });
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

/** An address of its own, so tests never share an address bucket. */
function nextAddress(): string {
  address += 1;
  return `198.18.${Math.floor(address / 250)}.${address % 250}`;
}

function caller(testApp = t): TestClient {
  return new TestClient(testApp, nextAddress());
}

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function burst(count: number, send: (i: number) => Promise<{ status: number }>): Promise<Record<number, number>> {
  return statusCounts((await Promise.all(Array.from({ length: count }, (_, i) => send(i)))).map((res) => res.status));
}

describe('limits under a burst of parallel requests', () => {
  it('sign-in: 40 at once for one e-mail from one address, the right password among them, try at most 10', async () => {
    const { email } = await createUser(t);
    const client = caller();
    const counts = await burst(40, (i) => client.post('/api/auth/sign-in', { email, password: i === 20 ? PASSWORD : `wrong-${i}` }));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(30);
    const failures = await t.deps.db.$count(securityEvents, and(eq(securityEvents.email, email), eq(securityEvents.type, 'failed_login')));
    expect(failures).toBeLessThanOrEqual(10);
    // A success inside the burst hands back only its own attempt: the pair stays blocked.
    expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(429);
  });

  it('sign-in: 80 failures at once from one address, each for another e-mail, try at most 50', async () => {
    const client = caller();
    const counts = await burst(80, () => client.post('/api/auth/sign-in', { email: uniqueEmail('spray'), password: 'not-the-one' }));
    expect(counts[401]).toBeLessThanOrEqual(50);
    expect(counts[429]).toBeGreaterThanOrEqual(30);
  });

  it('sign-up: 12 at once for one e-mail send at most 5 mails', async () => {
    const email = uniqueEmail('burst-signup');
    const client = caller();
    const counts = await burst(12, () => client.post('/api/auth/sign-up', { email, password: PASSWORD }));
    expect(counts[201]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(7);
    expect(t.mailbox.messages.filter((m) => m.to === email).length).toBeLessThanOrEqual(5);
  });

  it('forgot password: 20 at once for one e-mail send at most 5 mails', async () => {
    const { email } = await createUser(t);
    const before = t.mailbox.messages.filter((m) => m.to === email).length;
    const client = caller();
    const counts = await burst(20, () => client.post('/api/auth/forgot-password', { email }));
    expect(counts[200]).toBeLessThanOrEqual(5);
    expect(t.mailbox.messages.filter((m) => m.to === email).length - before).toBeLessThanOrEqual(5);
  });

  it('reset links: 40 checks at once from one address, at most 30 answered', async () => {
    const client = caller();
    const counts = await burst(40, (i) => client.post('/api/auth/reset-password/verify', { token: `made-up-token-${i}` }));
    expect(counts[200]).toBeLessThanOrEqual(30);
    expect(counts[429]).toBeGreaterThanOrEqual(10);
  });

  it('admin unlock: 25 wrong passwords at once check at most 10', async () => {
    const admin = await createUser(t, { admin: true });
    const counts = await burst(25, (i) => admin.client.post('/api/admin/unlock', { password: `wrong-${i}` }));
    expect(counts[400]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(15);
    const failures = await t.deps.db.$count(securityEvents, and(eq(securityEvents.email, admin.email), eq(securityEvents.type, 'admin_unlock_failed')));
    expect(failures).toBeLessThanOrEqual(10);
  });

  it('change password: 25 wrong current passwords at once check at most 10', async () => {
    const { client } = await createUser(t);
    const counts = await burst(25, (i) => client.post('/api/auth/change-password', { currentPassword: `wrong-${i}`, newPassword: 'new-password', confirmPassword: 'new-password' }));
    expect(counts[400]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(15);
  });
});

describe('ceilings set in the environment', () => {
  it('MAIL_LIMIT_PER_ADDRESS raised to 30: an office of 21 behind one address all get their mail at once', async () => {
    const office = buildTestApp(db, { trustProxy: 1, rateLimits: { ...defaultRateLimits, mailPerAddress: 30 } });
    const officeAddress = nextAddress();
    const colleagues = await Promise.all(
      Array.from({ length: 21 }, async () => {
        const { email } = await createUser(office);
        // Signed in again from the office's address, where the mail is asked for.
        const client = new TestClient(office, officeAddress);
        expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
        return { client, email };
      }),
    );
    const counts = await burst(21, (i) => colleagues[i]!.client.post('/api/account/deletion-link'));
    expect(counts).toEqual({ 200: 21 });
    const deletionMails = office.mailbox.messages.filter((m) => m.text.includes('delete your PromptNest account'));
    expect(deletionMails.map((m) => m.to).sort()).toEqual(colleagues.map((c) => c.email).sort());
  });

  it('MAIL_LIMIT_PER_ADDRESS raised to 30: 25 colleagues behind one office address can all sign up in the same hour', async () => {
    const office = buildTestApp(db, { trustProxy: 1, rateLimits: { ...defaultRateLimits, mailPerAddress: 30 } });
    const front = new TestClient(office, nextAddress());
    const emails = Array.from({ length: 25 }, () => uniqueEmail('office'));
    const counts = await burst(25, (i) => front.post('/api/auth/sign-up', { email: emails[i], password: PASSWORD }));
    expect(counts).toEqual({ 201: 25 });
    // With the default ceiling the same office is stopped at 20.
    const defaults = new TestClient(t, nextAddress());
    const refused = await burst(25, () => defaults.post('/api/auth/sign-up', { email: uniqueEmail('office-default'), password: PASSWORD }));
    expect(refused[201]).toBe(20);
    expect(refused[429]).toBe(5);
  });

  it('SIGN_IN_LIMIT_PER_ADDRESS lowered to 3: 8 failures at once from one address, each for another e-mail, try at most 3', async () => {
    const strict = buildTestApp(db, { trustProxy: 1, rateLimits: { ...defaultRateLimits, signInPerAddress: 3 } });
    const client = caller(strict);
    const counts = await burst(8, () => client.post('/api/auth/sign-in', { email: uniqueEmail('strict'), password: 'not-the-one' }));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(3);
    expect(counts[429]).toBeGreaterThanOrEqual(5);
  });
});

describe('client address behind a proxy', () => {
  it('takes the address our proxy appended, so a forged X-Forwarded-For buys no fresh bucket', async () => {
    const { email } = await createUser(t);
    // The client writes its own first entry; our proxy appends the real address on the right.
    for (let i = 0; i < 10; i += 1) {
      const res = await new TestClient(t).request('POST', '/api/auth/sign-in', { email, password: `guess-${i}` }, { headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.50` } });
      expect(res.status).toBe(401);
    }
    const forged = await new TestClient(t).request('POST', '/api/auth/sign-in', { email, password: PASSWORD }, { headers: { 'x-forwarded-for': '10.200.0.1, 203.0.113.50' } });
    expect(forged.status).toBe(429);
    const events = await t.deps.db.select().from(securityEvents).where(and(eq(securityEvents.email, email), eq(securityEvents.type, 'failed_login')));
    expect(new Set(events.map((event) => event.ipAddress))).toEqual(new Set(['203.0.113.50']));
  });

  it('with TRUST_PROXY=2 takes the second entry from the right', async () => {
    const twoHops = buildTestApp(db, { trustProxy: 2 });
    const email = uniqueEmail('two-hops');
    await new TestClient(twoHops).request('POST', '/api/auth/sign-in', { email, password: 'nope-nope' }, { headers: { 'x-forwarded-for': '10.1.1.1, 203.0.113.77, 192.168.0.5' } });
    const [event] = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    expect(event?.ipAddress).toBe('203.0.113.77');
  });

  it('ignores a client-address header sent from outside', async () => {
    const email = uniqueEmail('header');
    const res = await new TestClient(t).request('POST', '/api/auth/sign-in', { email, password: 'nope-nope' }, { headers: { 'x-forwarded-for': '203.0.113.90', 'x-promptnest-client-ip': '10.66.66.66' } });
    expect(res.status).toBe(401);
    const [event] = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.email, email));
    expect(event?.ipAddress).toBe('203.0.113.90');
  });

  it('records the resolved address on the session better-auth creates', async () => {
    const { email } = await createUser(t);
    const client = new TestClient(t, '10.3.3.3, 203.0.113.61');
    expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    const rows = await t.deps.db.query.sessions.findMany({ columns: { ipAddress: true }, orderBy: (s, { desc }) => desc(s.createdAt), limit: 1 });
    expect(rows[0]?.ipAddress).toBe('203.0.113.61');
  });
});
