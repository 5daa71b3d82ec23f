import type { SecuritySummary } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';

const WINDOW_HOURS = 24;

/** Spec §7 security-monitor get_security_summary: failed sign-ins per address (last 24 h) and recent admin actions. */
export async function getSecuritySummary(db: Database): Promise<SecuritySummary> {
  const since = new Date(Date.now() - WINDOW_HOURS * 3_600_000);
  const failed = await db.execute<{ email: string; attempts: number; last_at: Date | string; last_error: string | null }>(sql`
    select lower(email) as email, count(*)::int as attempts, max(created_at) as last_at,
      (array_agg(details->>'error' order by created_at desc))[1] as last_error
    from security_events
    where type = 'failed_login' and email is not null and created_at >= ${since.toISOString()}::timestamptz
    group by lower(email)
    order by attempts desc, last_at desc
    limit 50`);
  const actions = await db.execute<{ action: string; admin_email: string | null; target: string | null; at: Date | string }>(sql`
    select details->>'action' as action, email as admin_email, details->>'targetEmail' as target, created_at as at
    from security_events
    where type = 'admin_action'
    order by created_at desc
    limit 50`);
  return {
    since: since.toISOString(),
    failedSignIns: failed.map((row) => ({ email: row.email, attempts: row.attempts, lastAttemptAt: new Date(row.last_at).toISOString(), lastError: row.last_error })),
    adminActions: actions.map((row) => ({ action: row.action, adminEmail: row.admin_email, target: row.target, at: new Date(row.at).toISOString() })),
  };
}
