import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { PASSWORD, TestClient } from '../../../test/client.js';
import { adminActionsAbout } from '../../../test/admin-actions.js';
import { createUser } from '../../../test/factories.js';
import { startAdminTestApp } from '../../../test/admin-test-app.js';
import type { TestApp, TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { rowsMentioning } from '../../../test/rows-mentioning.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => ({ db, t, admin } = await startAdminTestApp()));
afterAll(() => db.drop());

const suspendedAnswer = { error: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Contact the administrator.' };

async function signIn(email: string, password = PASSWORD) {
  const client = new TestClient(t);
  return { client, res: await client.post('/api/auth/sign-in', { email, password }) };
}

describe('suspending and reactivating an account', () => {
  it('ends every session at once, refuses sign-in with the message, keeps the data, and reactivation lets the user in again', async () => {
    const user = await createUser(t);
    const prompt = await createPromptAs(user.client, { title: 'Kept while suspended' });
    const secondDevice = (await signIn(user.email)).client;
    expect((await secondDevice.get('/api/v1/prompts')).status).toBe(200);

    expect((await admin.client.post(`/api/admin/users/${user.id}/suspend`)).body).toEqual({ ok: true });

    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const client of [user.client, secondDevice]) {
      expect((await client.get('/api/v1/prompts')).status).toBe(401);
      expect((await client.get('/api/auth/session')).body).toEqual({ user: null });
    }
    const refused = await signIn(user.email);
    expect(refused.res.status).toBe(403);
    expect(refused.res.body).toEqual(suspendedAnswer);
    expect((await refused.client.get('/api/v1/prompts')).status).toBe(401);
    // A wrong password still gets the ordinary answer: the suspension is told only to the account's owner.
    expect((await signIn(user.email, 'not-the-password')).res.body).toMatchObject({ error: 'INVALID_CREDENTIALS' });
    // Suspending twice changes nothing more.
    expect((await admin.client.post(`/api/admin/users/${user.id}/suspend`)).status).toBe(200);

    expect((await admin.client.post(`/api/admin/users/${user.id}/reactivate`)).body).toEqual({ ok: true });
    const back = await signIn(user.email);
    expect(back.res.status).toBe(200);
    expect((await back.client.get(`/api/v1/prompts/${prompt.id}`)).body).toMatchObject({ title: 'Kept while suspended' });

    const who = { admin: admin.id, adminEmail: admin.email };
    expect(await adminActionsAbout(t, user.id)).toEqual([
      { ...who, action: 'suspend_user', targetUserId: user.id, targetEmail: user.email },
      { ...who, action: 'reactivate_user', targetUserId: user.id, targetEmail: user.email },
    ]);
  });

  it('refuses a reset link of a suspended account with the message, and leaves its password as it was', async () => {
    const user = await createUser(t);
    t.mailbox.messages.length = 0;
    expect((await new TestClient(t).post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const token = /\/auth\?type=recovery&token=([\w-]+)/.exec(t.mailbox.last(user.email)?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await admin.client.post(`/api/admin/users/${user.id}/suspend`)).status).toBe(200);

    const reset = await new TestClient(t).post('/api/auth/reset-password', { token, newPassword: 'taken-over-1', confirmPassword: 'taken-over-1' });
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual(suspendedAnswer);

    expect((await admin.client.post(`/api/admin/users/${user.id}/reactivate`)).status).toBe(200);
    expect((await signIn(user.email)).res.status).toBe(200);
    expect((await signIn(user.email, 'taken-over-1')).res.status).toBe(401);
  });

  it('refuses a session that still exists for a suspended account with the message, and makes no new one by any sign-in path', async () => {
    const user = await createUser(t);
    // Suspended without its sessions ending, as if a sign-in finished at the very moment of the suspension.
    await t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const res = await user.client.get('/api/v1/prompts');
    expect(res.status).toBe(403);
    expect(res.body).toEqual(suspendedAnswer);
    expect((await user.client.get('/api/auth/session')).body).toEqual({ user: null });
    expect((await user.client.post('/api/auth/sign-out')).status).toBe(200);

    // Google and e-mail links make their sessions through the same better-auth call, which refuses.
    const context = await t.deps.auth.$context;
    await expect(context.internalAdapter.createSession(user.id)).rejects.toMatchObject({ body: { code: 'ACCOUNT_SUSPENDED' } });
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('never suspends an administrator, the acting one included, and answers 404 for an unknown account', async () => {
    const otherAdmin = await createUser(t, { admin: true });
    const self = await admin.client.post(`/api/admin/users/${admin.id}/suspend`);
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ error: 'CANNOT_SUSPEND_ADMIN', message: 'You cannot suspend your own account.' });
    const other = await admin.client.post(`/api/admin/users/${otherAdmin.id}/suspend`);
    expect(other.body).toEqual({ error: 'CANNOT_SUSPEND_ADMIN', message: 'Administrators cannot be suspended.' });
    expect((await otherAdmin.client.get('/api/admin/verify')).status).toBe(200);
    const [row] = await t.deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, otherAdmin.id));
    expect(row?.suspendedAt).toBeNull();
    expect(await adminActionsAbout(t, otherAdmin.id)).toEqual([]);

    for (const action of ['suspend', 'reactivate', 'reject']) {
      expect((await admin.client.post(`/api/admin/users/nobody-here/${action}`)).status, action).toBe(404);
      expect((await admin.client.post(`/api/admin/users/..%2F..%2Fx/${action}`)).status, action).toBe(404);
    }
  });
});

describe('rejecting a sign-up', () => {
  it('deletes the pending account and everything about it, sends no e-mail, and records who rejected whom', async () => {
    const pending = await createUser(t, { approved: false });
    await giveSubscription(t, pending.id, { source: 'admin', tier: 'Pro' });
    await signIn(pending.email, 'wrong-password');
    await new TestClient(t).post('/api/auth/forgot-password', { email: pending.email });
    expect((await rowsMentioning(t, pending.id, pending.email)).length).toBeGreaterThan(4);
    const mails = t.mailbox.messages.length;

    expect((await admin.client.post(`/api/admin/users/${pending.id}/reject`)).body).toEqual({ ok: true });

    // The one row left is the admin's record of the rejection, which keeps the id but not the address.
    expect(await rowsMentioning(t, pending.email)).toEqual([]);
    expect(await rowsMentioning(t, pending.id)).toEqual(['security_events.details (1)']);
    expect(await adminActionsAbout(t, pending.id)).toEqual([
      { admin: admin.id, adminEmail: admin.email, action: 'reject_user', targetUserId: pending.id, targetEmail: null },
    ]);
    expect(t.mailbox.messages.length).toBe(mails);
    expect((await pending.client.get('/api/auth/session')).body).toEqual({ user: null });
    expect((await signIn(pending.email)).res.status).toBe(401);
    expect((await admin.client.post(`/api/admin/users/${pending.id}/reject`)).status).toBe(404);
  });

  it('rejects only accounts waiting for approval: approved users and admins stay untouched', async () => {
    const approved = await createUser(t);
    const pendingAdmin = await createUser(t, { admin: true, approved: false });
    for (const target of [approved, pendingAdmin, admin]) {
      const res = await admin.client.post(`/api/admin/users/${target.id}/reject`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'NOT_PENDING', message: 'Only accounts waiting for approval can be rejected.' });
      expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.id, target.id))).toHaveLength(1);
    }
    expect((await approved.client.get('/api/v1/prompts')).status).toBe(200);
  });
});
