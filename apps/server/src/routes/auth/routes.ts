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
  type SignUpResponse,
} from '@promptnest/core';
import { Hono } from 'hono';
import { callAuth } from '../../auth/call-auth.js';
import { withSafeCallbacks } from '../../auth/safe-callbacks.js';
import { authHeaders, currentUser, forwardCookies, requestForAuth, toSessionUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/json-body.js';
import { changePassword } from '../../services/change-password.js';
import { limitMail, limitResetTokens } from '../../services/rate-limit.js';
import { findResetTokenOwner, resetPasswordWithToken } from '../../services/reset-password.js';
import { signInWithPassword } from '../../services/sign-in-with-password.js';

type UserRecord = Parameters<typeof toSessionUser>[0];

/** Sign up, sign in, sign out, recovery and password change: PromptNest's contract over better-auth. */
export const authRoutes = new Hono<AppEnv>()
  // better-auth's own read: it also extends a session that is in use (and re-sets its cookie).
  .get('/session', async (c) => {
    if (c.get('accountSuspended')) return c.json<SessionResponse>({ user: null });
    const result = await callAuth(() => c.get('deps').auth.api.getSession({ headers: authHeaders(c), asResponse: true }));
    if (!result.ok || !result.response) return c.json<SessionResponse>({ user: null });
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { user: UserRecord } | null;
    return c.json<SessionResponse>({ user: body?.user ? toSessionUser(body.user) : null });
  })

  .get('/providers', (c) => c.json({ google: Boolean(c.get('deps').config.google) }))

  // The same answer whether or not the address already has an account (its owner is mailed instead), and
  // no session: the web app signs in next with the same password (docs/decisions/0010).
  .post('/sign-up', async (c) => {
    const input = await readJson(c, signUpSchema);
    const { auth, db } = c.get('deps');
    await limitMail(db, input.email, c.get('clientIp'));
    const result = await callAuth(() =>
      auth.api.signUpEmail({
        body: { email: input.email, password: input.password, name: '', callbackURL: resolveReturnPath(input.returnTo, input.action) },
        headers: authHeaders(c),
        asResponse: true,
      }),
    );
    if (!result.ok) {
      if (result.status < 500) throw new AppError('VALIDATION_FAILED', result.message ?? 'Sign up failed');
      throw new Error(`sign-up failed: ${result.status} ${result.message}`);
    }
    return c.json<SignUpResponse>({ ok: true }, 201);
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
    await limitResetTokens(c.get('deps').db, c.get('clientIp'));
    const owner = await findResetTokenOwner(c.get('deps').db, token);
    return c.json({ valid: owner !== null });
  })

  .post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await limitResetTokens(c.get('deps').db, c.get('clientIp'));
    const signedIn = await resetPasswordWithToken(c.get('deps'), { ...input, headers: authHeaders(c) });
    if (signedIn) forwardCookies(c, signedIn);
    return c.json({ ok: true, signedIn: signedIn !== null });
  })

  .post('/change-password', async (c) => {
    const user = currentUser(c);
    const input = await readJson(c, changePasswordSchema);
    await changePassword(c, user, input);
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

  // Links that better-auth itself answers: e-mail confirmation and the Google callback. Their redirect
  // targets are made safe first (auth/safe-callbacks.ts), and the client address is ours (session.ts).
  .get('/verify-email', (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))))
  .get('/callback/:provider', (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))))
  .post('/callback/:provider', (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))));
