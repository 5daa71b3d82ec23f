import type { SessionUser, TagCount } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';

/** Spec §2 sidebar: every tag of the active library with its count, A→Z. */
export async function listTags(db: Database, user: SessionUser): Promise<TagCount[]> {
  const rows = await db.execute<{ tag: string; count: number }>(sql`
    select tag, count(*)::int as count
    from ${prompts}, unnest(${prompts.tags}) as tag
    where ${ownActivePrompts(user)}
    group by tag
    order by lower(tag), tag`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
