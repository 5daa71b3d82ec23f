import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { adminSettings, users } from '../db/schema/index.js';

export const AUTO_APPROVE_KEY = 'auto_approve_users';
const FIRST_ADMIN_LOCK = 7_230_115;

/** A new account starts unapproved unless the admin turned on auto-approve: approval by an admin is the gate to /app. */
export async function decideInitialAccess(db: Database): Promise<{ approved: boolean; role: 'user' }> {
  const [setting] = await db.select({ value: adminSettings.settingValue }).from(adminSettings).where(eq(adminSettings.settingKey, AUTO_APPROVE_KEY));
  return { approved: setting?.value === true, role: 'user' };
}

/**
 * The first account ever becomes an approved admin: while no admin exists, the earliest account is promoted.
 * Serialised, so two sign-ups at the same moment cannot both (or neither) win.
 */
export async function promoteIfFirstUser(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (admin) return false;
    const [earliest] = await tx.select({ id: users.id }).from(users).orderBy(users.createdAt, users.id).limit(1);
    if (earliest?.id !== userId) return false;
    await tx.update(users).set({ approved: true, role: 'admin' }).where(eq(users.id, userId));
    return true;
  });
}
