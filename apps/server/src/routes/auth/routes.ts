import {
  AppError,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resolveReturnPath,
  signInSchema,
  signUpSchema,
  socialSignInSchema,
  verifyResetTokenSchema,
  type SessionResponse,
} from '@promptnest/core';
import { Hono } from 'hono';
import { callAuth } from '../../auth/call-auth.js';
import { authHeaders, currentUser, forwardCookies, toSessionUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/json-body.js';
import { hitRateLimit, limitMail } from '../../services/rate-limit.js';
import { recordSecurityEvent } from '../../services/record-security-event.js';
import { findResetTokenOwner, resetPasswordWithToken } from '../../services/reset-password.js';
import { signInWithPassword } from '../../services/sign-in-with-password.js';

type UserRecord = Parameters<typeof toSessionUser>[0];

/** Sign up, sign in, sign out, recovery and password change: PromptNest's contract over better-auth. */
export const authRoutes = new Hono<AppEnv>()
  // better-auth's own read: it also extends a session that is in use (and re-sets its cookie).
  .get('/session', async (c) => {
    const result = await callAuth(() => c.get('deps').auth.api.getSession({ headers: authHeaders(c), asResponse: true }));
    if (!result.ok || !result.response) return c.json<SessionResponse>({ user: null });
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { user: UserRecord } | null;
    return c.json<SessionResponse>({ user: body?.user ? toSessionUser(body.user) : null });
  })

  .get('/providers', (c) => c.json({ google: Boolean(c.get('deps').config.google) }))

  .post('/sign-up', async (c) => {
    const input = await readJson(c, signUpSchema);
    const { auth, db } = c.get('deps');
    await limitMail(c.get('deps').db, input.email, c.get('clientIp'));
    const result = await callAuth(() =>
      auth.api.signUpEmail({
        body: { email: input.email, password: input.password, name: '', callbackURL: resolveReturnPath(input.returnTo, input.action) },
        headers: authHeaders(c),
        asResponse: true,
      }),
    );
    if (!result.ok || !result.response) {
      if (result.code === 'USER_ALREADY_EXISTS' || result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw new AppError('EMAIL_TAKEN');
      if (result.status < 500) throw new AppError('VALIDATION_FAILED', result.message ?? 'Sign up failed');
      throw new Error(`sign-up failed: ${result.status} ${result.message}`);
    }
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { user: { id: string } };
    const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, body.user.id) });
    return c.json<SessionResponse>({ user: user ? toSessionUser(user) : null }, 201);
  })

  .post('/sign-in', async (c) => {
    const input = await readJson(c, signInSchema);
    const response = await signInWithPassword(c.get('deps'), { ...input, ip: c.get('clientIp'), headers: authHeaders(c) });
    forwardCookies(c, response);
    const body = (await response.json()) as { user: UserRecord };
    return c.json<SessionResponse>({ user: toSessionUser(body.user) });
  })

  .post('/sign-out', async (c) => {
    const result = await callAuth(() => c.get('deps').auth.api.signOut({ headers: authHeaders(c), asResponse: true }));
    if (result.response) forwardCookies(c, result.response);
    return c.json({ ok: true });
  })

  .post('/forgot-password', async (c) => {
    const { email } = await readJson(c, forgotPasswordSchema);
    const { auth, db } = c.get('deps');
    await limitMail(db, email, c.get('clientIp'));
    const result = await callAuth(() => auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(c), asResponse: true }));
    if (!result.ok && result.status >= 500) throw new Error(`password reset request failed: ${result.message}`);
    // Same answer whether or not the address has an account.
    return c.json({ ok: true });
  })

  .post('/reset-password/verify', async (c) => {
    const { token } = await readJson(c, verifyResetTokenSchema);
    const owner = await findResetTokenOwner(c.get('deps').db, token);
    return c.json({ valid: owner !== null });
  })

  .post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    const signedIn = await resetPasswordWithToken(c.get('deps'), { ...input, headers: authHeaders(c) });
    if (signedIn) forwardCookies(c, signedIn);
    return c.json({ ok: true, signedIn: signedIn !== null });
  })

  .post('/change-password', async (c) => {
    const user = currentUser(c);
    const input = await readJson(c, changePasswordSchema);
    const { auth, db } = c.get('deps');
    const attempts = await hitRateLimit(db, `change-password:${user.id}`, { limit: 10, windowSeconds: 15 * 60 });
    if (attempts > 10) throw new AppError('RATE_LIMITED');
    const result = await callAuth(() =>
      auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers: authHeaders(c),
        asResponse: true,
      }),
    );
    if (!result.ok || !result.response) {
      if (result.status >= 500) throw new Error(`change password failed: ${result.message}`);
      throw new AppError('INCORRECT_CURRENT_PASSWORD');
    }
    forwardCookies(c, result.response);
    await recordSecurityEvent(db, { type: 'password_changed', email: user.email, userId: user.id, ipAddress: c.get('clientIp') });
    return c.json({ ok: true });
  })

  .post('/google', async (c) => {
    const input = await readJson(c, socialSignInSchema);
    const { auth, config } = c.get('deps');
    if (!config.google) throw new AppError('PROVIDER_NOT_CONFIGURED');
    const callbackURL = resolveReturnPath(input.returnTo, input.action);
    const result = await callAuth(() =>
      auth.api.signInSocial({ body: { provider: 'google', callbackURL, errorCallbackURL: '/auth?error=google' }, headers: authHeaders(c), asResponse: true }),
    );
    if (!result.ok || !result.response) throw new Error(`google sign-in failed: ${result.message}`);
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { url: string };
    return c.json({ url: body.url });
  })

  // Links that better-auth itself answers: e-mail confirmation and the Google callback.
  .get('/verify-email', (c) => c.get('deps').auth.handler(c.req.raw))
  .get('/callback/:provider', (c) => c.get('deps').auth.handler(c.req.raw))
  .post('/callback/:provider', (c) => c.get('deps').auth.handler(c.req.raw));
