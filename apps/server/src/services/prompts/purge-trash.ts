import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';

export const TRASH_RETENTION_DAYS = 30;

/** Spec §4: trash items older than 30 days are removed for good, by the server (an hourly job), so it happens even when no one opens the app. */
export async function purgeTrash(db: Queryable): Promise<number> {
  const rows = await db.execute(sql`
    delete from prompts where deleted_at is not null and deleted_at < now() - make_interval(days => ${TRASH_RETENTION_DAYS})
    returning id`);
  return rows.length;
}
