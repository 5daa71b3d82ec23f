import { AppError } from '@promptnest/core';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { users, verifications } from '../db/schema/index.js';
import type { AppDeps } from '../context/app-env.js';
import { callAuth } from '../auth/call-auth.js';
import { recordSecurityEvent } from './record-security-event.js';
import { storedResetIdentifier } from '../auth/stored-token.js';

/** The user a live (unused, unexpired) reset token belongs to, or null. Does not use the token up. */
export async function findResetTokenOwner(db: Database, token: string): Promise<{ id: string; email: string; suspendedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, suspendedAt: users.suspendedAt })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, storedResetIdentifier(token)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Voids every reset link the user still holds: after a reset or a password change none may be used. */
export async function voidResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}

/**
 * Sets the new password (the token is single-use and every old session is ended), then signs the user
 * in with it, as the recovery link of the original did. Every other reset link of the user is voided.
 * Returns the sign-in response carrying the cookie.
 */
export async function resetPasswordWithToken(deps: AppDeps, input: { token: string; newPassword: string; headers: Headers }): Promise<Response | null> {
  const owner = await findResetTokenOwner(deps.db, input.token);
  if (!owner) throw new AppError('RESET_LINK_INVALID');
  // A suspended account keeps its password until an administrator reactivates it: a reset would change it
  // and then fail to sign in, saying nothing (docs/decisions/0008). The link stays as it was.
  if (owner.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
  const reset = await callAuth(() =>
    deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers: input.headers, asResponse: true }),
  );
  if (!reset.ok) {
    if (reset.status >= 500) throw new Error(`reset failed: ${reset.status} ${reset.message}`);
    throw new AppError('RESET_LINK_INVALID');
  }
  await voidResetLinks(deps.db, owner.id);
  await recordSecurityEvent(deps.db, { type: 'password_reset', email: owner.email, userId: owner.id });
  const signIn = await callAuth(() =>
    deps.auth.api.signInEmail({ body: { email: owner.email, password: input.newPassword }, headers: input.headers, asResponse: true }),
  );
  return signIn.ok && signIn.response ? signIn.response : null;
}
