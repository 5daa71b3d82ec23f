import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityEvents } from '../../db/schema/index.js';
import { PASSWORD, TestClient } from '../../../test/client.js';
import { createUser, uniqueEmail } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

function resetTokenFrom(text: string | undefined): string {
  const match = /\/auth\?type=recovery&token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function signInStatus(email: string, password: string) {
  return (await new TestClient(t).post('/api/auth/sign-in', { email, password })).status;
}

describe('password recovery', () => {
  it('mails a link to /auth?type=recovery, and the token sets a new password and signs the user in', async () => {
    const { email } = await createUser(t);
    const anon = new TestClient(t);
    expect((await anon.post('/api/auth/forgot-password', { email })).body).toEqual({ ok: true });
    const mail = t.mailbox.last(email);
    expect(mail?.subject).toBe('Reset your PromptNest password');
    expect(mail?.text).toContain(`${t.deps.config.appUrl}/auth?type=recovery&token=`);
    const token = resetTokenFrom(mail?.text);

    expect((await anon.post('/api/auth/reset-password/verify', { token })).body).toEqual({ valid: true });
    const reset = await anon.post('/api/auth/reset-password', { token, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true, signedIn: true });
    expect((await anon.get<{ user: { email: string } }>('/api/auth/session')).body.user.email).toBe(email);

    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect(await signInStatus(email, 'brand-new-pw')).toBe(200);
    expect(await t.deps.db.$count(securityEvents, eq(securityEvents.type, 'password_reset'))).toBeGreaterThan(0);
  });

  it('uses a token once only', async () => {
    const { email } = await createUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    const token = resetTokenFrom(t.mailbox.last(email)?.text);
    const body = { token, newPassword: 'first-new-pw', confirmPassword: 'first-new-pw' };
    expect((await new TestClient(t).post('/api/auth/reset-password', body)).status).toBe(200);
    const again = await new TestClient(t).post('/api/auth/reset-password', { ...body, newPassword: 'second-pw', confirmPassword: 'second-pw' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'RESET_LINK_INVALID', message: 'The reset link has expired or is invalid.' });
    expect((await new TestClient(t).post('/api/auth/reset-password/verify', { token })).body).toEqual({ valid: false });
    expect(await signInStatus(email, 'first-new-pw')).toBe(200);
  });

  it('ends every other session when the password is reset', async () => {
    const { email, client } = await createUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    const token = resetTokenFrom(t.mailbox.last(email)?.text);
    await new TestClient(t).post('/api/auth/reset-password', { token, newPassword: 'after-reset', confirmPassword: 'after-reset' });
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await new TestClient(t).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(t.mailbox.last(email)).toBeUndefined();
  });

  it('asks for an e-mail address', async () => {
    const res = await new TestClient(t).post('/api/auth/forgot-password', { email: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter your email address' });
  });

  it('checks the new password and its confirmation', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ token: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, 'Passwords do not match'],
      [{ token: 'x', newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await new TestClient(t).post('/api/auth/reset-password', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    }
  });

  it('refuses a made-up token', async () => {
    const res = await new TestClient(t).post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'RESET_LINK_INVALID' });
  });

  it('voids the older links once one of them resets the password', async () => {
    const { email } = await createUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    const first = resetTokenFrom(t.mailbox.last(email)?.text);
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    const second = resetTokenFrom(t.mailbox.last(email)?.text);
    expect(second).not.toBe(first);
    expect((await new TestClient(t).post('/api/auth/reset-password', { token: second, newPassword: 'second-link', confirmPassword: 'second-link' })).status).toBe(200);

    expect((await new TestClient(t).post('/api/auth/reset-password/verify', { token: first })).body).toEqual({ valid: false });
    const stale = await new TestClient(t).post('/api/auth/reset-password', { token: first, newPassword: 'first-link', confirmPassword: 'first-link' });
    expect(stale.body).toEqual({ error: 'RESET_LINK_INVALID', message: 'The reset link has expired or is invalid.' });
    expect(await signInStatus(email, 'first-link')).toBe(401);
    expect(await signInStatus(email, 'second-link')).toBe(200);
  });

  it("keeps a stranger's reset requests from blocking the owner's own reset mail", async () => {
    const { email } = await createUser(t);
    const proxied = buildTestApp(db, { trustProxy: 1 });
    proxied.mailbox.messages.length = 0;
    const stranger = new TestClient(proxied, '198.51.100.7');
    for (let i = 0; i < 5; i += 1) await stranger.post('/api/auth/forgot-password', { email });
    // Refused on their own pair, they keep going past the per-e-mail ceiling (20): none of it may count there.
    for (let i = 0; i < 21; i += 1) expect((await stranger.post('/api/auth/forgot-password', { email })).status).toBe(429);
    const owner = new TestClient(proxied, '192.0.2.44');
    expect((await owner.post('/api/auth/forgot-password', { email })).status).toBe(200);
    expect(proxied.mailbox.messages.filter((m) => m.to === email)).toHaveLength(6);
  });

  it('answers before the mail server does, for a real address as for an unknown one', async () => {
    const { email } = await createUser(t);
    let release = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slowMailer = { send: async (message: { to: string }) => { await pending; sent.push(message.to); } };
    const slow = buildTestApp(db, {}, slowMailer);
    const res = await new TestClient(slow).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(sent).toEqual([]);
    release();
    await vi.waitFor(() => expect(sent).toEqual([email]));
  });

  it('sends one address at most five mails an hour, the sign-up confirmation included', async () => {
    const { email } = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await new TestClient(t).post('/api/auth/forgot-password', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(t.mailbox.messages.filter((m) => m.to === email)).toHaveLength(5);
  });
});

describe('change password', () => {
  it('checks the current password, then changes it', async () => {
    const { email, client } = await createUser(t);
    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'changed-pw', confirmPassword: 'changed-pw' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'INCORRECT_CURRENT_PASSWORD', message: 'Please check your current password and try again.' });

    const ok = await client.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'changed-pw', confirmPassword: 'changed-pw' });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/session')).body.user).not.toBeNull();
    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect(await signInStatus(email, 'changed-pw')).toBe(200);
  });

  it('voids every reset link issued before the change', async () => {
    const { email, client } = await createUser(t);
    await new TestClient(t).post('/api/auth/forgot-password', { email });
    const token = resetTokenFrom(t.mailbox.last(email)?.text);
    expect((await client.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'changed-again', confirmPassword: 'changed-again' })).status).toBe(200);
    const stale = await new TestClient(t).post('/api/auth/reset-password', { token, newPassword: 'taken-over', confirmPassword: 'taken-over' });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: 'RESET_LINK_INVALID' });
    expect(await signInStatus(email, 'taken-over')).toBe(401);
    expect(await signInStatus(email, 'changed-again')).toBe(200);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Please fill in all password fields.'],
    [{ currentPassword: PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeX' }, 'New password and confirmation must match.'],
    [{ currentPassword: PASSWORD, newPassword: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long.'],
  ])('answers %j with the spec message', async (body, message) => {
    const { client } = await createUser(t);
    const res = await client.post('/api/auth/change-password', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
  });

  it('needs a signed-in, approved user', async () => {
    const body = { currentPassword: PASSWORD, newPassword: 'abcdefg', confirmPassword: 'abcdefg' };
    const signedOut = await new TestClient(t).post('/api/auth/change-password', body);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ error: 'UNAUTHENTICATED' });
    const { client } = await createUser(t, { approved: false });
    const pending = await client.post('/api/auth/change-password', body);
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({ error: 'PENDING_APPROVAL' });
  });
});
