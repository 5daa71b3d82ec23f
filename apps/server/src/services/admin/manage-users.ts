import { AppError, type PendingUser, type SessionUser } from '@promptnest/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AUTO_APPROVE_KEY } from '../../auth/approval.js';
import { adminSettings, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { hasErrorCode } from '../../http/errors.js';
import { accountApprovedMail } from '../../mail/messages.js';
import { recordAdminAction } from './record-admin-action.js';

const UNIQUE_VIOLATION = new Set(['23505']);

/** Spec §7 admin_get_pending_users: accounts waiting for approval, oldest first. */
export async function listPendingUsers(deps: AppDeps): Promise<PendingUser[]> {
  const rows = await deps.db
    .select({ userId: users.id, email: users.email, displayName: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.approved, false))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(500);
  return rows.map((row) => ({ ...row, displayName: row.displayName || null, createdAt: row.createdAt.toISOString() }));
}

/**
 * Spec §7 approve_user_and_setup: the user may enter /app from now on and is told so by e-mail, since the
 * sign-up e-mail told them to wait for approval. Approving someone already approved changes nothing and sends nothing.
 */
export async function approveUser(deps: AppDeps, admin: SessionUser, userId: string): Promise<void> {
  const approved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ approved: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.approved, false)))
      .returning({ id: users.id, email: users.email });
    if (!row) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) throw new AppError('USER_NOT_FOUND', 'No account with this id.');
      return null;
    }
    await recordAdminAction(tx, admin, 'approve_user', row);
    return row;
  });
  if (!approved) return;
  try {
    await deps.mailer.send(accountApprovedMail(approved.email, `${deps.config.appUrl}/app`));
  } catch (error) {
    // The approval stands; the user can sign in without the e-mail.
    deps.log.error('approval e-mail failed', { error, userId: approved.id });
  }
}

export async function readAutoApprove(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db.select({ value: adminSettings.settingValue }).from(adminSettings).where(eq(adminSettings.settingKey, AUTO_APPROVE_KEY));
  return row?.value === true;
}

/** Spec §7 admin_settings upsert (setting_key auto_approve_users). */
export async function setAutoApprove(deps: AppDeps, admin: SessionUser, enabled: boolean): Promise<boolean> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(adminSettings)
      .values({ settingKey: AUTO_APPROVE_KEY, settingValue: enabled })
      .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: enabled, updatedAt: sql`now()` } });
    await recordAdminAction(tx, admin, enabled ? 'enable_auto_approve' : 'disable_auto_approve');
  });
  return enabled;
}

/**
 * Spec §7 admin-create-user: an approved account with a password, ready to sign in. It is created without
 * the sign-up e-mail (which would tell the user to wait for approval) and counts as confirmed.
 */
export async function createUserAsAdmin(deps: AppDeps, admin: SessionUser, input: { email: string; password: string }) {
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email));
  if (taken) throw new AppError('EMAIL_TAKEN');
  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.password);
  let created: { id: string };
  try {
    created = await context.internalAdapter.createUser({ email: input.email, name: '', emailVerified: true }, { method: 'admin' });
  } catch (error) {
    // The same address created a moment ago by another request: the unique index decides.
    if (hasErrorCode(error, UNIQUE_VIOLATION)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await context.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  await deps.db.update(users).set({ approved: true, emailVerified: true }).where(eq(users.id, created.id));
  await recordAdminAction(deps.db, admin, 'create_user', { id: created.id, email: input.email });
  return { id: created.id, email: input.email };
}
