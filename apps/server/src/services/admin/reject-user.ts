import { AppError, type SessionUser } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { toSessionUser } from '../../auth/session.js';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { deleteAccount } from '../account/delete-account.js';
import { recordAdminAction } from './record-admin-action.js';
import { lockTargetUser } from './suspend-user.js';

/**
 * Rejects a sign-up waiting for approval: the account and everything it holds are deleted exactly as
 * account deletion does, and no e-mail is sent. Only pending accounts that are not administrators qualify,
 * checked again under the deletion's lock so an approval at the same moment wins.
 * The audit event keeps the account's id but not its address (docs/decisions/0008-admin-panel-unlock.md).
 */
export async function rejectPendingUser(deps: AppDeps, admin: SessionUser, userId: string): Promise<void> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND', 'No account with this id.');
  const isPending = (target: { approved: boolean; role: string }) => !target.approved && target.role !== 'admin';
  if (!isPending(row)) throw new AppError('NOT_PENDING');
  await deleteAccount(deps, toSessionUser(row), async (tx) => {
    if (!isPending(await lockTargetUser(tx, userId))) throw new AppError('NOT_PENDING');
  });
  await recordAdminAction(deps.db, admin, 'reject_user', { id: row.id, email: null });
}
