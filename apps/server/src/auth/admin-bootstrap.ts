import { eq } from 'drizzle-orm';
import type { Auth } from './auth.js';
import type { Database } from '../db/connect.js';
import { users } from '../db/schema/index.js';
import type { Logger } from '../logger.js';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that account as an approved admin, or promote it if it exists.
 * An existing account keeps its own password (it may have been changed in the app since).
 */
export async function bootstrapAdmin(deps: { db: Database; auth: Auth; log: Logger }, admin: { email: string; password: string }) {
  const { db, auth, log } = deps;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  if (!existing) {
    await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: '' } });
    log.info('created the administrator account from ADMIN_EMAIL', { email: admin.email });
  }
  await db.update(users).set({ role: 'admin', approved: true, emailVerified: true }).where(eq(users.email, admin.email));
  if (existing) log.info('ADMIN_EMAIL account is an administrator', { email: admin.email });
}
