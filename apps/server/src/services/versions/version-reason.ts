import type { VersionReason } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';

/**
 * Names why the prompt writes of this transaction happen, for the trigger that keeps their versions
 * (migration 0012, docs/decisions/0016-version-history.md). Transaction-local: it ends with the transaction,
 * so a pooled connection never carries it into someone else's write.
 */
export async function setVersionReason(tx: Queryable, reason: VersionReason): Promise<void> {
  await tx.execute(sql`select set_config('promptnest.version_reason', ${reason}, true)`);
}
