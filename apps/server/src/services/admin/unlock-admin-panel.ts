import { ADMIN_UNLOCK_MINUTES, AppError, type SessionUser } from '@promptnest/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import { callAuth } from '../../auth/call-auth.js';
import { adminUnlocks } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { adminUnlockRule, takeAttempt } from '../rate-limit.js';
import { recordSecurityEvent } from '../record-security-event.js';
import { recordAdminAction } from './record-admin-action.js';

/** When this session's unlock runs out; null while locked. */
export async function readUnlock(deps: AppDeps, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const [row] = await deps.db
    .select({ expiresAt: adminUnlocks.expiresAt })
    .from(adminUnlocks)
    .where(and(eq(adminUnlocks.sessionId, sessionId), gt(adminUnlocks.expiresAt, sql`now()`)));
  return row?.expiresAt.toISOString() ?? null;
}

/** Spec §4 "Admin panel": Access Admin Panel checks the admin's password again, then unlocks this session. */
export async function unlockAdminPanel(deps: AppDeps, admin: SessionUser, sessionId: string | null, password: string, headers: Headers) {
  if (!sessionId) throw new AppError('UNAUTHENTICATED');
  // Counted before the password is checked; a right one is handed back (docs/decisions/0010).
  const attempt = await takeAttempt(deps.db, [{ key: `admin-unlock:${admin.id}`, rule: adminUnlockRule }]);
  const result = await callAuth(() => deps.auth.api.verifyPassword({ body: { password }, headers, asResponse: true }));
  if (!result.ok) {
    if (result.status >= 500) throw new Error(`password check failed: ${result.message}`);
    await recordSecurityEvent(deps.db, { type: 'admin_unlock_failed', email: admin.email, userId: admin.id });
    throw new AppError('ADMIN_PASSWORD_INCORRECT');
  }
  await attempt.release();
  const [row] = await deps.db
    .insert(adminUnlocks)
    .values({ sessionId, expiresAt: sql`now() + make_interval(mins => ${ADMIN_UNLOCK_MINUTES})` })
    .onConflictDoUpdate({ target: adminUnlocks.sessionId, set: { expiresAt: sql`now() + make_interval(mins => ${ADMIN_UNLOCK_MINUTES})` } })
    .returning({ expiresAt: adminUnlocks.expiresAt });
  await recordAdminAction(deps.db, admin, 'unlock_admin_panel');
  return { unlockedUntil: row?.expiresAt.toISOString() ?? null };
}
