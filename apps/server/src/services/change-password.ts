import { AppError, type ChangePasswordInput, type SessionUser } from '@promptnest/core';
import type { Context } from 'hono';
import { authHeaders, forwardCookies } from '../auth/session.js';
import { callAuth } from '../auth/call-auth.js';
import type { AppEnv } from '../context/app-env.js';
import { changePasswordRule, takeAttempt } from './rate-limit.js';
import { recordSecurityEvent } from './record-security-event.js';
import { voidResetLinks } from './reset-password.js';

/**
 * Account page Change Password: the attempt is counted before the current password is checked (a right
 * one is handed back), other sessions end, and every reset link issued before the change stops working.
 */
export async function changePassword(c: Context<AppEnv>, user: SessionUser, input: ChangePasswordInput): Promise<void> {
  const { auth, db } = c.get('deps');
  const attempt = await takeAttempt(db, [{ key: `change-password:${user.id}`, rule: changePasswordRule }]);
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
  await attempt.release();
  await voidResetLinks(db, user.id);
  forwardCookies(c, result.response);
  await recordSecurityEvent(db, { type: 'password_changed', email: user.email, userId: user.id, ipAddress: c.get('clientIp') });
}
