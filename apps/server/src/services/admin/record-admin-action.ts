import type { SessionUser } from '@promptnest/core';
import type { Queryable } from '../../db/connect.js';
import { securityEvents } from '../../db/schema/index.js';

/** The account an admin action was about: its id and e-mail (null when the account is gone). */
export interface AdminActionTarget {
  id: string;
  email: string | null;
}

/** Every admin action is a security event: who (the admin), what (action) and whom (target). */
export async function recordAdminAction(
  db: Queryable,
  admin: SessionUser,
  action: string,
  target?: AdminActionTarget,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(securityEvents).values({
    type: 'admin_action',
    email: admin.email,
    userId: admin.id,
    details: { action, targetUserId: target?.id ?? null, targetEmail: target?.email ?? null, ...details },
  });
}
