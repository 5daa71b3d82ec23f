import { AppError, type SessionUser } from '@promptnest/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';
import { sessions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { recordAdminAction } from './record-admin-action.js';

/** The account an admin acts on, locked until the action commits; 404 when there is none. */
export async function lockTargetUser(tx: Queryable, userId: string) {
  const [target] = await tx
    .select({ id: users.id, email: users.email, role: users.role, approved: users.approved, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!target) throw new AppError('USER_NOT_FOUND', 'No account with this id.');
  return target;
}

/**
 * Suspends an account: it can no longer sign in (auth/suspension.ts) and every session it has ends now.
 * Nothing of the account is deleted. Administrators, the acting one included, cannot be suspended.
 * Suspending an account already suspended changes nothing.
 */
export async function suspendUser(deps: AppDeps, admin: SessionUser, userId: string): Promise<void> {
  if (userId === admin.id) throw new AppError('CANNOT_SUSPEND_ADMIN', 'You cannot suspend your own account.');
  await deps.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (target.role === 'admin') throw new AppError('CANNOT_SUSPEND_ADMIN');
    if (target.suspendedAt) return;
    await tx.update(users).set({ suspendedAt: new Date(), updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.suspendedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAdminAction(tx, admin, 'suspend_user', target);
  });
}

/** Lets a suspended account sign in again, with everything it had. Reactivating an active account changes nothing. */
export async function reactivateUser(deps: AppDeps, admin: SessionUser, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (!target.suspendedAt) return;
    await tx.update(users).set({ suspendedAt: null, updatedAt: new Date() }).where(and(eq(users.id, userId), isNotNull(users.suspendedAt)));
    await recordAdminAction(tx, admin, 'reactivate_user', target);
  });
}
