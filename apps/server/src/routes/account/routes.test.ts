import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionTokens, securityEvents } from '../../db/schema/index.js';
import { PASSWORD, TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { rowsMentioning } from '../../../test/rows-mentioning.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: 'http://app.test' });
  admin = await createUser(t, { admin: true });
});
afterAll(() => db.drop());

const deletionToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('who may delete', () => {
  it('answers 401 signed out and 403 while pending, and deletes nothing', async () => {
    const anonymous = new TestClient(t);
    const pending = await createUser(t, { approved: false });
    for (const [path, body] of [['/api/account/delete', { email: 'x@example.com' }], ['/api/account/deletion-link', {}], ['/api/account/delete/confirm', { token: 'a'.repeat(43) }]] as const) {
      expect((await anonymous.post(path, body)).body).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect((await pending.client.post(path, body)).body).toMatchObject({ error: 'PENDING_APPROVAL' });
    }
    expect((await pending.client.get('/api/auth/session')).body).toMatchObject({ user: { id: pending.id } });
  });

  it('refuses an administrator with the spec message', async () => {
    const res = await admin.client.post('/api/account/delete', { email: admin.email });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'ADMIN_CANNOT_DELETE', message: 'Administrators cannot delete their own accounts for security reasons.' });
    expect((await admin.client.post('/api/account/deletion-link')).status).toBe(403);
    expect((await admin.client.get('/api/auth/session')).body).toMatchObject({ user: { id: admin.id } });
  });

  it('asks a subscriber to cancel first; a cancelling or test subscription does not stop deletion', async () => {
    const renewing = await createUser(t);
    await giveSubscription(t, renewing.id);
    const refused = await renewing.client.post('/api/account/delete', { email: renewing.email });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'SUBSCRIPTION_MUST_BE_CANCELLED' });
    expect((await renewing.client.post('/api/billing/cancel')).status).toBe(200);
    expect((await renewing.client.post('/api/account/delete', { email: renewing.email })).status).toBe(200);

    const tester = await createUser(t);
    await giveSubscription(t, tester.id, { source: 'admin', tier: 'Max' });
    expect((await tester.client.post('/api/account/delete', { email: tester.email })).status).toBe(200);
  });
});

describe('direct deletion', () => {
  it('needs the account\'s e-mail typed in the body: a bare request or another address deletes nothing', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const bare = await user.client.post('/api/account/delete');
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Type the e-mail address of your account to confirm.' });
    const wrong = await user.client.post('/api/account/delete', { email: other.email });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'VALIDATION_FAILED', message: 'The e-mail address you typed is not the one of this account. Nothing was deleted.' });
    expect((await user.client.get('/api/auth/session')).body).toMatchObject({ user: { id: user.id } });
    expect((await other.client.get('/api/auth/session')).body).toMatchObject({ user: { id: other.id } });
  });

  it('removes every row of the user from every table, ends the session, and leaves other users alone', async () => {
    const user = await createUser(t);
    const neighbour = await createUser(t);
    const kept = await createPromptAs(neighbour.client, { title: 'Neighbour keeps this' });

    // Give the account something in every corner of the database.
    const shared = await createPromptAs(user.client, { title: 'Mine', tags: ['private'] });
    await user.client.post(`/api/v1/prompts/${shared.id}/share`);
    await createPromptAs(user.client, { title: 'Trashed' }).then((p) => user.client.request('DELETE', `/api/v1/prompts/${p.id}`));
    await giveSubscription(t, user.id, { cancelAtPeriodEnd: true });
    await user.client.post('/api/billing/checkout', { plan: 'max' }).catch(() => undefined);
    await new TestClient(t).post('/api/auth/sign-in', { email: user.email, password: 'wrong-password' });
    await new TestClient(t).post('/api/auth/forgot-password', { email: user.email });
    await user.client.post('/api/account/deletion-link');
    await t.deps.db.insert(securityEvents).values({ type: 'admin_action', email: admin.email, userId: admin.id, details: { action: 'approve_user', targetUserId: user.id, targetEmail: user.email } });
    const otherSession = new TestClient(t);
    await otherSession.post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect((await rowsMentioning(t, user.id, user.email)).length).toBeGreaterThan(5);

    const res = await user.client.post('/api/account/delete', { email: ` ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account and all of its data have been deleted.' });
    expect(res.headers.getSetCookie().join(';')).toMatch(/promptnest\.session_token=;/);

    expect(await rowsMentioning(t, user.id, user.email)).toEqual([]);
    expect((await otherSession.get('/api/v1/prompts')).status).toBe(401);
    expect((await new TestClient(t).get(`/api/shared/${shared.shareId}`)).status).toBe(404);
    const signIn = await new TestClient(t).post('/api/auth/sign-in', { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    expect((await neighbour.client.get(`/api/v1/prompts/${kept.id}`)).status).toBe(200);
  });
});

describe('e-mailed deletion link', () => {
  it('e-mails a single-use link that deletes the account once confirmed', async () => {
    const user = await createUser(t);
    await createPromptAs(user.client);
    const sent = await user.client.post('/api/account/deletion-link');
    expect(sent.body).toEqual({ message: `We sent a confirmation link to ${user.email}. It works for 60 minutes.` });
    const mail = t.mailbox.last(user.email);
    expect(mail?.subject).toBe('Confirm your PromptNest account deletion');
    expect(mail?.text).toMatch(/http:\/\/app\.test\/confirm-deletion\?token=[A-Za-z0-9_-]{43}/);
    const token = deletionToken(mail?.text ?? '');

    // Only a hash is stored.
    const [stored] = await t.deps.db.select().from(accountDeletionTokens).where(eq(accountDeletionTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);

    const confirmed = await user.client.post('/api/account/delete/confirm', { token });
    expect(confirmed.body).toEqual({ message: 'Your account and all of its data have been deleted.' });
    expect(await rowsMentioning(t, user.id, user.email)).toEqual([]);
    expect((await user.client.post('/api/account/delete/confirm', { token })).status).toBe(401);
  });

  it("refuses another user's, an expired, a replaced and a malformed link, deleting nothing", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await owner.client.post('/api/account/deletion-link');
    const first = deletionToken(t.mailbox.last(owner.email)?.text ?? '');

    const invalid = { error: 'DELETION_LINK_INVALID', message: 'This deletion link is invalid, already used or expired. Please request a new account deletion from your account settings.' };
    const byOther = await other.client.post('/api/account/delete/confirm', { token: first });
    expect(byOther.status).toBe(400);
    expect(byOther.body).toEqual(invalid);

    // Asking again replaces the first link.
    await owner.client.post('/api/account/deletion-link');
    const second = deletionToken(t.mailbox.last(owner.email)?.text ?? '');
    expect(second).not.toBe(first);
    expect((await owner.client.post('/api/account/delete/confirm', { token: first })).body).toEqual(invalid);

    await t.deps.db.update(accountDeletionTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountDeletionTokens.userId, owner.id));
    expect((await owner.client.post('/api/account/delete/confirm', { token: second })).body).toEqual(invalid);

    const malformed = await owner.client.post('/api/account/delete/confirm', { token: '../../etc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Invalid deletion link. Please request a new account deletion from your account settings.' });
    expect((await owner.client.post('/api/account/delete/confirm', {})).status).toBe(400);
    expect((await owner.client.post('/api/account/delete/confirm', { token: second, extra: 1 })).status).toBe(400);

    expect((await owner.client.get('/api/auth/session')).body).toMatchObject({ user: { id: owner.id } });
    expect((await other.client.get('/api/auth/session')).body).toMatchObject({ user: { id: other.id } });
  });

  it('sends at most 5 e-mails an hour per address (the sign-up confirmation was the first)', async () => {
    const user = await createUser(t);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await user.client.post('/api/account/deletion-link')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
