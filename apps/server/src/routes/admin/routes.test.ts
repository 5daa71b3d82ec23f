import type { BulkGrantResult, PendingUser, SecuritySummary, SubscriptionStatus, TestSubscription } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUnlocks, subscriptions, users } from '../../db/schema/index.js';
import { PASSWORD, signUp, TestClient } from '../../../test/client.js';
import { adminActionsAbout } from '../../../test/admin-actions.js';
import { createUser, uniqueEmail } from '../../../test/factories.js';
import { startAdminTestApp } from '../../../test/admin-test-app.js';
import type { TestApp, TestDatabase } from '../../../test/harness.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => ({ db, t, admin } = await startAdminTestApp()));
afterAll(() => db.drop());

const panelEndpoints = [
  ['GET', '/api/admin/pending-users', undefined],
  ['POST', '/api/admin/users/some-user-id/approve', {}],
  ['GET', '/api/admin/users', undefined],
  ['POST', '/api/admin/users/some-user-id/suspend', {}],
  ['POST', '/api/admin/users/some-user-id/reactivate', {}],
  ['POST', '/api/admin/users/some-user-id/reject', {}],
  ['GET', '/api/admin/settings', undefined],
  ['PUT', '/api/admin/settings', { autoApproveUsers: true }],
  ['POST', '/api/admin/users', { email: 'made-by-nobody@example.com', password: 'secret1' }],
  ['GET', '/api/admin/test-subscriptions', undefined],
  ['POST', '/api/admin/test-subscriptions', { email: 'x@example.com', tier: 'Pro', durationDays: 30 }],
  ['POST', '/api/admin/test-subscriptions/bulk', { emails: ['x@example.com'], tier: 'Pro', durationDays: 30 }],
  ['POST', '/api/admin/test-subscriptions/revoke', { email: 'x@example.com' }],
  ['GET', '/api/admin/security-summary', undefined],
] as const;
const allEndpoints = [['GET', '/api/admin/verify', undefined], ['POST', '/api/admin/unlock', { password: PASSWORD }], ...panelEndpoints] as const;

async function eventCount() {
  const [row] = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from security_events where type = 'admin_action'`);
  return row?.n ?? 0;
}

describe('who may use the admin API', () => {
  it('answers 401 signed out, 403 pending, 403 Access denied for a normal user — and changes nothing', async () => {
    const anonymous = new TestClient(t);
    const pending = await createUser(t, { approved: false });
    const normal = await createUser(t);
    const before = await eventCount();
    for (const [method, path, body] of allEndpoints) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await pending.client.request(method, path, body)).body, `${method} ${path}`).toMatchObject({ error: 'PENDING_APPROVAL' });
      const denied = await normal.client.request(method, path, body);
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toEqual({ error: 'ADMIN_REQUIRED', message: 'Access denied' });
    }
    expect(await eventCount()).toBe(before);
    expect((await t.deps.db.select().from(users).where(eq(users.email, 'made-by-nobody@example.com')))).toEqual([]);
  });

  it('keeps the panel locked for an admin until the password is given again, for this session only', async () => {
    const otherAdmin = await createUser(t, { admin: true });
    expect((await otherAdmin.client.get('/api/admin/verify')).body).toEqual({ isAdmin: true, unlockedUntil: null });
    for (const [method, path, body] of panelEndpoints) {
      expect((await otherAdmin.client.request(method, path, body)).body, `${method} ${path}`).toMatchObject({ error: 'ADMIN_LOCKED' });
    }
    const wrong = await otherAdmin.client.post('/api/admin/unlock', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'ADMIN_PASSWORD_INCORRECT', message: 'Incorrect password. Please try again.' });
    expect((await otherAdmin.client.post('/api/admin/unlock', {})).status).toBe(400);

    const unlocked = await otherAdmin.client.post<{ unlockedUntil: string }>('/api/admin/unlock', { password: PASSWORD });
    expect(Date.parse(unlocked.body.unlockedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await otherAdmin.client.get('/api/admin/settings')).status).toBe(200);

    // Another session of the same admin is still locked; an expired unlock locks again.
    const secondSession = new TestClient(t);
    await secondSession.post('/api/auth/sign-in', { email: otherAdmin.email, password: PASSWORD });
    expect((await secondSession.get('/api/admin/settings')).body).toMatchObject({ error: 'ADMIN_LOCKED' });
    await t.deps.db.update(adminUnlocks).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await otherAdmin.client.get('/api/admin/settings')).body).toMatchObject({ error: 'ADMIN_LOCKED' });
    expect((await admin.client.post('/api/admin/unlock', { password: PASSWORD })).status).toBe(200);
  });
});

describe('approvals and auto-approve', () => {
  it('lists pending users, approves one (who may then enter and got the e-mail), and records who did it', async () => {
    const waiting = await createUser(t, { approved: false });
    const list = await admin.client.get<{ users: PendingUser[] }>('/api/admin/pending-users');
    expect(list.body.users).toContainEqual({ userId: waiting.id, email: waiting.email, displayName: null, createdAt: expect.any(String) });

    expect((await waiting.client.get('/api/v1/prompts')).status).toBe(403);
    expect((await admin.client.post(`/api/admin/users/${waiting.id}/approve`)).body).toEqual({ ok: true });
    expect((await waiting.client.get('/api/v1/prompts')).status).toBe(200);
    expect(t.mailbox.last(waiting.email)?.subject).toBe('Your PromptNest account was approved');
    const after = await admin.client.get<{ users: PendingUser[] }>('/api/admin/pending-users');
    expect(after.body.users.map((u) => u.userId)).not.toContain(waiting.id);

    expect(await adminActionsAbout(t, waiting.id)).toEqual([{ admin: admin.id, adminEmail: admin.email, action: 'approve_user', targetUserId: waiting.id, targetEmail: waiting.email }]);

    // Approving again sends nothing more; an unknown id is a 404.
    const mails = t.mailbox.messages.length;
    expect((await admin.client.post(`/api/admin/users/${waiting.id}/approve`)).status).toBe(200);
    expect(t.mailbox.messages.length).toBe(mails);
    expect((await admin.client.post('/api/admin/users/nobody-here/approve')).status).toBe(404);
    expect((await admin.client.post('/api/admin/users/..%2F..%2Fx/approve')).status).toBe(404);
  });

  it('turns auto-approve on so the next sign-up goes straight in, and off again', async () => {
    expect((await admin.client.get('/api/admin/settings')).body).toEqual({ autoApproveUsers: false });
    expect((await admin.client.request('PUT', '/api/admin/settings', { autoApproveUsers: true })).body).toEqual({ autoApproveUsers: true });
    const straightIn = await signUp(t, uniqueEmail('auto'));
    expect((await straightIn.get('/api/v1/prompts')).status).toBe(200);

    expect((await admin.client.request('PUT', '/api/admin/settings', { autoApproveUsers: 'yes' })).status).toBe(400);
    expect((await admin.client.request('PUT', '/api/admin/settings', { autoApproveUsers: false })).body).toEqual({ autoApproveUsers: false });
    const waits = await signUp(t, uniqueEmail('manual'));
    expect((await waits.get('/api/v1/prompts')).status).toBe(403);
  });
});

describe('creating users', () => {
  it('creates an approved account that can sign in at once, without the sign-up e-mail', async () => {
    const email = uniqueEmail('created');
    const res = await admin.client.post('/api/admin/users', { email: `  ${email.toUpperCase()} `, password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email });
    expect(await adminActionsAbout(t, String(res.body.id))).toEqual([{ admin: admin.id, adminEmail: admin.email, action: 'create_user', targetUserId: res.body.id, targetEmail: email }]);
    expect(t.mailbox.last(email)).toBeUndefined();
    const client = new TestClient(t);
    expect((await client.post('/api/auth/sign-in', { email, password: 'secret1' })).status).toBe(200);
    expect((await client.get('/api/v1/prompts')).status).toBe(200);

    expect((await admin.client.post('/api/admin/users', { email, password: 'secret1' })).body).toMatchObject({ error: 'EMAIL_TAKEN' });
  });

  it('creates one account when the same address is sent twice at once; the other answer is 409, not a 500', async () => {
    const email = uniqueEmail('twice');
    const answers = await Promise.all([1, 2].map(() => admin.client.post('/api/admin/users', { email, password: 'secret1' })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)?.body).toMatchObject({ error: 'EMAIL_TAKEN' });
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers missing fields and a short password with the spec messages', async () => {
    const missing = await admin.client.post('/api/admin/users', { email: '', password: '' });
    expect(missing.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Please enter both email and password' });
    expect((await admin.client.post('/api/admin/users', { email: uniqueEmail() })).body).toMatchObject({ message: 'Please enter both email and password' });
    const short = await admin.client.post('/api/admin/users', { email: uniqueEmail(), password: '12345' });
    expect(short.body).toMatchObject({ message: 'Password must be at least 6 characters' });
    expect((await admin.client.post('/api/admin/users', { email: 'not-an-email', password: 'secret1' })).status).toBe(400);
  });
});

describe('test subscriptions', () => {
  it('grants Pro or Max for 1–365 days (30 by default), lists, and revokes', async () => {
    const user = await createUser(t);
    const granted = await admin.client.post<TestSubscription>('/api/admin/test-subscriptions', { email: user.email, tier: 'Max' });
    expect(granted.status).toBe(201);
    const days = (Date.parse(granted.body.subscriptionEnd) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await user.client.get<SubscriptionStatus>('/api/billing/subscription')).body).toMatchObject({ subscribed: true, tier: 'Max', grantedByAdmin: true });

    const list = await admin.client.get<{ subscriptions: TestSubscription[] }>('/api/admin/test-subscriptions');
    expect(list.body.subscriptions).toContainEqual({ email: user.email, tier: 'Max', subscriptionEnd: granted.body.subscriptionEnd });

    expect((await admin.client.post('/api/admin/test-subscriptions/revoke', { email: user.email })).body).toEqual({ ok: true });
    expect((await user.client.get<SubscriptionStatus>('/api/billing/subscription')).body.subscribed).toBe(false);
    expect((await admin.client.post('/api/admin/test-subscriptions/revoke', { email: user.email })).status).toBe(404);
    expect(await adminActionsAbout(t, user.id)).toEqual([
      { admin: admin.id, adminEmail: admin.email, action: 'grant_test_subscription', targetUserId: user.id, targetEmail: user.email, tier: 'Max', durationDays: 30 },
      { admin: admin.id, adminEmail: admin.email, action: 'revoke_test_subscription', targetUserId: user.id, targetEmail: user.email },
    ]);
  });

  it('validates the grant: e-mail required, tier Pro or Max, duration 1 to 365', async () => {
    const user = await createUser(t);
    expect((await admin.client.post('/api/admin/test-subscriptions', { email: ' ', tier: 'Pro' })).body).toMatchObject({ message: 'Please enter an email address' });
    for (const durationDays of [0, 366, 1.5, '30']) {
      expect((await admin.client.post('/api/admin/test-subscriptions', { email: user.email, tier: 'Pro', durationDays })).status, String(durationDays)).toBe(400);
    }
    expect((await admin.client.post('/api/admin/test-subscriptions', { email: user.email, tier: 'Enterprise' })).status).toBe(400);
    expect((await admin.client.post('/api/admin/test-subscriptions', { email: user.email, tier: 'Pro', durationDays: 365 })).status).toBe(201);
    expect((await admin.client.post('/api/admin/test-subscriptions', { email: user.email, tier: 'Pro', durationDays: 1 })).status).toBe(201);
    expect((await admin.client.post('/api/admin/test-subscriptions', { email: 'nobody@example.com', tier: 'Pro' })).body).toMatchObject({ error: 'USER_NOT_FOUND' });
  });

  it('never replaces a paid subscription', async () => {
    const payer = await createUser(t);
    await giveSubscription(t, payer.id, { tier: 'Pro', source: 'local' });
    const res = await admin.client.post('/api/admin/test-subscriptions', { email: payer.email, tier: 'Max' });
    expect(res.body).toMatchObject({ error: 'HAS_PAID_SUBSCRIPTION' });
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));
    expect(row).toMatchObject({ tier: 'Pro', source: 'local' });
  });

  it('bulk grants with a result per address: blank lines and lines without @ dropped, duplicates and unknown addresses reported', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const payer = await createUser(t);
    await giveSubscription(t, payer.id, { tier: 'Pro' });
    const emails = ['', `  ${first.email}  `, 'not an address', second.email, first.email.toUpperCase(), '   ', 'ghost@example.com', payer.email];
    const res = await admin.client.post<{ results: BulkGrantResult[] }>('/api/admin/test-subscriptions/bulk', { emails, tier: 'Pro', durationDays: 7 });
    expect(res.body.results.map((r) => [r.email, r.outcome])).toEqual([
      [first.email, 'granted'],
      [second.email, 'granted'],
      [first.email.toUpperCase(), 'duplicate'],
      ['ghost@example.com', 'not_found'],
      [payer.email, 'has_paid_subscription'],
    ]);
    expect((await adminActionsAbout(t, second.id)).map((event) => [event.action, event.targetUserId])).toEqual([['grant_test_subscription', second.id]]);
    const list = (await admin.client.get<{ subscriptions: TestSubscription[] }>('/api/admin/test-subscriptions')).body.subscriptions;
    expect(list.filter((s) => [first.email, second.email].includes(s.email))).toHaveLength(2);

    const none = await admin.client.post('/api/admin/test-subscriptions/bulk', { emails: ['', 'no at sign'], tier: 'Pro', durationDays: 7 });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'Please enter valid email addresses' });
  });
});

describe('security summary', () => {
  it('shows recent failed sign-ins per address and admin actions', async () => {
    const target = await createUser(t);
    for (let i = 0; i < 3; i += 1) await new TestClient(t).post('/api/auth/sign-in', { email: target.email, password: 'wrong-password' });
    await admin.client.post('/api/admin/test-subscriptions', { email: target.email, tier: 'Pro' });
    const res = await admin.client.get<SecuritySummary>('/api/admin/security-summary');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const summary = res.body;
    expect(summary.failedSignIns).toContainEqual({ email: target.email, attempts: 3, lastAttemptAt: expect.any(String), lastError: expect.any(String) });
    expect(summary.adminActions[0]).toMatchObject({ action: 'grant_test_subscription', adminEmail: admin.email, target: target.email });
  });
});
