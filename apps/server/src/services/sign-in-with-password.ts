import { AppError } from '@promptnest/core';
import type { AppDeps } from '../context/app-env.js';
import { callAuth } from '../auth/call-auth.js';
import { pairChecks, signInRulesFor, takeAttempt } from './rate-limit.js';
import { recordSecurityEvent } from './record-security-event.js';

interface SignInInput {
  email: string;
  password: string;
  ip: string | null;
  headers: Headers;
}

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Password sign-in. The attempt is counted before the password is checked (per address and e-mail pair,
 * per address, per e-mail; docs/decisions/0010), a success hands its attempt back, and each failure is
 * recorded as a `failed_login` security event (spec §7 "Security logging").
 */
export async function signInWithPassword(deps: AppDeps, input: SignInInput): Promise<Response> {
  const { db, auth, config } = deps;
  const checks = pairChecks('sign-in', input.email, input.ip, signInRulesFor(config.rateLimits));
  const attempt = await takeAttempt(db, checks, TOO_MANY).catch(async (error: unknown) => {
    // Only a refusal is a rate_limited event; a database failure goes on to the error handler as it is.
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      await recordSecurityEvent(db, { type: 'rate_limited', email: input.email, ipAddress: input.ip, details: { action: 'sign_in' } });
    }
    throw error;
  });

  const result = await callAuth(() =>
    auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: input.headers, asResponse: true }),
  );
  if (result.ok && result.response) {
    await attempt.release();
    return result.response;
  }
  if (result.status >= 500) throw new Error(`sign-in failed: ${result.status} ${result.message}`);

  // The password was right but the account is suspended: no session was made (auth/suspension.ts).
  if (result.code === 'ACCOUNT_SUSPENDED') {
    await attempt.release();
    throw new AppError('ACCOUNT_SUSPENDED');
  }

  await recordSecurityEvent(db, {
    type: 'failed_login',
    email: input.email,
    ipAddress: input.ip,
    details: { error: result.code === 'EMAIL_NOT_VERIFIED' ? 'Email not confirmed' : 'Invalid login credentials' },
  });
  throw new AppError('INVALID_CREDENTIALS');
}
