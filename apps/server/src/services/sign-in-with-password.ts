import { AppError } from '@promptnest/core';
import type { AppDeps } from '../http/app-env.js';
import { callAuth } from '../auth/call-auth.js';
import { clearRateLimit, hitRateLimit, peekRateLimit, signInRules } from './rate-limit.js';
import { recordSecurityEvent } from './record-security-event.js';

interface SignInInput {
  email: string;
  password: string;
  ip: string | null;
  headers: Headers;
}

/**
 * Password sign-in with failed attempts counted per e-mail and per address in the database, and each
 * failure recorded as a `failed_login` security event (spec §7 "Security logging").
 */
export async function signInWithPassword(deps: AppDeps, input: SignInInput): Promise<Response> {
  const { db, auth } = deps;
  const emailKey = `sign-in:email:${input.email}`;
  const ipKey = input.ip ? `sign-in:ip:${input.ip}` : null;
  const [byEmail, byIp] = await Promise.all([
    peekRateLimit(db, emailKey, signInRules.perEmail),
    ipKey ? peekRateLimit(db, ipKey, signInRules.perIp) : 0,
  ]);
  if (byEmail >= signInRules.perEmail.limit || byIp >= signInRules.perIp.limit) {
    await recordSecurityEvent(db, { type: 'rate_limited', email: input.email, ipAddress: input.ip, details: { action: 'sign_in' } });
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }

  const result = await callAuth(() =>
    auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: input.headers, asResponse: true }),
  );
  if (result.ok && result.response) {
    await clearRateLimit(db, emailKey);
    return result.response;
  }
  if (result.status >= 500) throw new Error(`sign-in failed: ${result.status} ${result.message}`);

  await Promise.all([
    hitRateLimit(db, emailKey, signInRules.perEmail),
    ipKey ? hitRateLimit(db, ipKey, signInRules.perIp) : undefined,
    recordSecurityEvent(db, {
      type: 'failed_login',
      email: input.email,
      ipAddress: input.ip,
      details: { error: result.code === 'EMAIL_NOT_VERIFIED' ? 'Email not confirmed' : 'Invalid login credentials' },
    }),
  ]);
  throw new AppError('INVALID_CREDENTIALS');
}
