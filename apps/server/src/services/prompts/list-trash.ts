import type { SessionUser, TagCount, TrashListResponse } from '@promptnest/core';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownTrashedPrompts } from '../../policies/prompt-policy.js';
import { cardColumns, presentCard } from './present-prompt.js';

/** Spec §7: the trash, newest deleted first. Items older than 30 days are purged by a job. */
export async function listTrash(db: Database, user: SessionUser): Promise<TrashListResponse> {
  const rows = await db.select(cardColumns).from(prompts).where(ownTrashedPrompts(user)).orderBy(desc(prompts.deletedAt)).limit(1000);
  return { items: rows.map(presentCard) };
}

/** Spec §2 sidebar: every tag of the active library with its count, A→Z. */
export async function listTags(db: Database, user: SessionUser): Promise<TagCount[]> {
  const rows = await db.execute<{ tag: string; count: number }>(sql`
    select tag, count(*)::int as count
    from prompts, unnest(prompts.tags) as tag
    where prompts.user_id = ${user.id} and prompts.deleted_at is null
    group by tag
    order by lower(tag), tag`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
