import { sql } from 'drizzle-orm';
import { securityEvents } from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';

/** The admin actions recorded about one account, oldest first: who (admin id and e-mail) did what to whom. */
export async function adminActionsAbout(t: TestApp, userId: string): Promise<Array<Record<string, unknown>>> {
  const rows = await t.deps.db
    .select()
    .from(securityEvents)
    .where(sql`${securityEvents.type} = 'admin_action' and ${securityEvents.details}->>'targetUserId' = ${userId}`)
    .orderBy(securityEvents.createdAt, securityEvents.id);
  return rows.map((row) => ({ admin: row.userId, adminEmail: row.email, ...(row.details as Record<string, unknown>) }));
}
