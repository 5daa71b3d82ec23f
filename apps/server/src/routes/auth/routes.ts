import { AppError, authRoutes as r, resolveReturnPath } from '@promptnest/core';
import { callAuth } from '../../auth/call-auth.js';
import { tieOfflineCopy } from '../../auth/offline-key.js';
import { withSafeCallbacks } from '../../auth/safe-callbacks.js';
import { authHeaders, currentUser, forwardCookies, requestForAuth, requireApprovedUser, toSessionUser } from '../../auth/session.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { changePassword } from '../../services/change-password.js';
import { limitMail, limitResetTokens } from '../../services/rate-limit.js';
import { findResetTokenOwner, resetPasswordWithToken } from '../../services/reset-password.js';
import { signInWithPassword } from '../../services/sign-in-with-password.js';

type UserRecord = Parameters<typeof toSessionUser>[0];

/** Sign up, sign in, sign out, recovery and password change: PromptNest's contract over better-auth. */
export const authRoutes = createRouter()
  // better-auth's own read: it also extends a session that is in use (and re-sets its cookie).
  .openapi(r.getSession, async (c) => {
    if (c.get('accountSuspended')) return c.json({ user: null, offline: tieOfflineCopy(c, null) }, 200);
    const result = await callAuth(() => c.get('deps').auth.api.getSession({ headers: authHeaders(c), asResponse: true }));
    if (!result.ok || !result.response) return c.json({ user: null, offline: tieOfflineCopy(c, null) }, 200);
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { user: UserRecord; session: { id: string; expiresAt: string } } | null;
    if (!body?.user) return c.json({ user: null, offline: tieOfflineCopy(c, null) }, 200);
    return c.json({ user: toSessionUser(body.user), offline: tieOfflineCopy(c, body.session) }, 200);
  })

  .openapi(r.listAuthProviders, (c) => c.json({ google: Boolean(c.get('deps').config.google) }, 200))

  // The same answer whether or not the address already has an account (its owner is mailed instead), and
  // no session: the web app signs in next with the same password (docs/decisions/0010).
  .openapi(withMiddleware(r.signUp), async (c) => {
    const input = c.req.valid('json');
    const { auth, db, config } = c.get('deps');
    await limitMail(db, input.email, c.get('clientIp'), config.rateLimits);
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
    return c.json({ ok: true as const }, 201);
  })

  .openapi(withMiddleware(r.signIn), async (c) => {
    const input = c.req.valid('json');
    const response = await signInWithPassword(c.get('deps'), { ...input, ip: c.get('clientIp'), headers: authHeaders(c) });
    forwardCookies(c, response);
    const body = (await response.json()) as { user: UserRecord };
    return c.json({ user: toSessionUser(body.user) }, 200);
  })

  .openapi(r.signOut, async (c) => {
    const result = await callAuth(() => c.get('deps').auth.api.signOut({ headers: authHeaders(c), asResponse: true }));
    if (result.response) forwardCookies(c, result.response);
    return c.json({ ok: true as const }, 200);
  })

  .openapi(withMiddleware(r.requestPasswordReset), async (c) => {
    const { email } = c.req.valid('json');
    const { auth, db, config } = c.get('deps');
    await limitMail(db, email, c.get('clientIp'), config.rateLimits);
    const result = await callAuth(() => auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(c), asResponse: true }));
    if (!result.ok && result.status >= 500) throw new Error(`password reset request failed: ${result.message}`);
    // Same answer whether or not the address has an account.
    return c.json({ ok: true as const }, 200);
  })

  .openapi(withMiddleware(r.checkResetToken), async (c) => {
    const { token } = c.req.valid('json');
    await limitResetTokens(c.get('deps').db, c.get('clientIp'));
    const owner = await findResetTokenOwner(c.get('deps').db, token);
    return c.json({ valid: owner !== null }, 200);
  })

  .openapi(withMiddleware(r.resetPassword), async (c) => {
    const input = c.req.valid('json');
    await limitResetTokens(c.get('deps').db, c.get('clientIp'));
    const signedIn = await resetPasswordWithToken(c.get('deps'), { ...input, headers: authHeaders(c) });
    if (signedIn) forwardCookies(c, signedIn);
    return c.json({ ok: true as const, signedIn: signedIn !== null }, 200);
  })

  .openapi(withMiddleware(r.changePassword, requireApprovedUser), async (c) => {
    await changePassword(c, currentUser(c), c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  })

  .openapi(withMiddleware(r.startGoogleSignIn), async (c) => {
    const input = c.req.valid('json');
    const { auth, config } = c.get('deps');
    if (!config.google) throw new AppError('PROVIDER_NOT_CONFIGURED');
    const callbackURL = resolveReturnPath(input.returnTo, input.action);
    const result = await callAuth(() =>
      auth.api.signInSocial({ body: { provider: 'google', callbackURL, errorCallbackURL: '/auth?error=google' }, headers: authHeaders(c), asResponse: true }),
    );
    if (!result.ok || !result.response) throw new Error(`google sign-in failed: ${result.message}`);
    forwardCookies(c, result.response);
    const body = (await result.response.json()) as { url: string };
    return c.json({ url: body.url }, 200);
  })

  // Links that better-auth itself answers: e-mail confirmation and the Google callback. Their redirect
  // targets are made safe first (auth/safe-callbacks.ts), and the client address is ours (session.ts).
  .openapi(r.confirmEmail, (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))))
  .openapi(r.finishSocialSignIn, (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))))
  .openapi(r.finishSocialSignInByPost, (c) => c.get('deps').auth.handler(withSafeCallbacks(requestForAuth(c))));
