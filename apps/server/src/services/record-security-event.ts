import type { Queryable } from '../db/connect.js';
import { securityEvents } from '../db/schema/index.js';

export interface SecurityEventInput {
  type: 'failed_login' | 'rate_limited' | 'password_changed' | 'password_reset' | 'admin_action' | (string & {});
  email?: string | null;
  userId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

/** Spec §3 "Security event": kept in the database for the admin's security summary. */
export async function recordSecurityEvent(db: Queryable, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    email: event.email ?? null,
    userId: event.userId ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}
