import { AppError, DELETION_LINK_TTL_MINUTES, type SessionUser } from '@promptnest/core';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashStoredToken } from '../../auth/stored-token.js';
import { accountDeletionTokens } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { accountDeletionMail } from '../../mail/messages.js';
import { limitMail } from '../rate-limit.js';
import { assertMayDeleteAccount, deleteAccount } from './delete-account.js';


/** E-mails a single-use link to /confirm-deletion?token=…; a new link replaces any earlier one. */
export async function sendDeletionLink(deps: AppDeps, user: SessionUser, clientIp: string | null) {
  await assertMayDeleteAccount(deps, user);
  await limitMail(deps.db, user.email, clientIp, deps.config.rateLimits);
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await tx.delete(accountDeletionTokens).where(eq(accountDeletionTokens.userId, user.id));
    await tx.insert(accountDeletionTokens).values({
      tokenHash: hashStoredToken(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(mins => ${DELETION_LINK_TTL_MINUTES})`,
    });
  });
  const url = `${deps.config.appUrl}/confirm-deletion?token=${token}`;
  await deps.mailer.send(accountDeletionMail(user.email, url, DELETION_LINK_TTL_MINUTES));
  return { message: `We sent a confirmation link to ${user.email}. It works for ${DELETION_LINK_TTL_MINUTES} minutes.` };
}

/** Spec §7 delete-account with action confirm_deletion: the link must be this user's, unused and unexpired. */
export async function confirmDeletion(deps: AppDeps, user: SessionUser, token: string) {
  const tokenHash = hashStoredToken(token);
  const [link] = await deps.db
    .select({ userId: accountDeletionTokens.userId })
    .from(accountDeletionTokens)
    .where(and(eq(accountDeletionTokens.tokenHash, tokenHash), eq(accountDeletionTokens.userId, user.id), gt(accountDeletionTokens.expiresAt, sql`now()`)));
  if (!link) throw new AppError('DELETION_LINK_INVALID');
  return deleteAccount(deps, user, async (tx) => {
    // Spent inside the deleting transaction: two clicks at once delete once, the second finds no link.
    const spent = await tx.delete(accountDeletionTokens).where(eq(accountDeletionTokens.tokenHash, tokenHash)).returning({ userId: accountDeletionTokens.userId });
    if (spent.length === 0) throw new AppError('DELETION_LINK_INVALID');
  });
}
