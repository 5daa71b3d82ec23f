import { AppError, authRoutes as r } from '@promptnest/core';
import { callAuth } from '../../auth/call-auth.js';
import { authHeaders } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { limitMail } from '../../services/rate-limit.js';

/**
 * Sends the sign-up confirmation e-mail again. Open to any signed-in account, approved or still pending
 * (the Pending Approval screen offers it); counted against the same per-address and per-client mail limits
 * as sign-up and password reset, so it cannot flood an inbox.
 */
export const resendConfirmationRoutes = createRouter().openapi(r.resendConfirmation, async (c) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.emailVerified) return c.json({ status: 'already-confirmed' as const }, 200);
  const { auth, db, config } = c.get('deps');
  await limitMail(db, user.email, c.get('clientIp'), config.rateLimits);
  const result = await callAuth(() =>
    auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/app' }, headers: authHeaders(c), asResponse: true }),
  );
  if (result.code === 'EMAIL_ALREADY_VERIFIED') return c.json({ status: 'already-confirmed' as const }, 200);
  if (!result.ok) throw new Error(`resending the confirmation failed: ${result.status} ${result.message}`);
  return c.json({ status: 'sent' as const }, 200);
});
