import type { SessionUser, TrashListResponse } from '@promptnest/core';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownTrashedPrompts } from '../../policies/prompt-policy.js';
import { cardColumns, presentCard } from './present-prompt.js';

/** Spec §7: the trash, newest deleted first. Items older than 30 days are purged by a job. */
export async function listTrash(db: Database, user: SessionUser): Promise<TrashListResponse> {
  const rows = await db.select(cardColumns).from(prompts).where(ownTrashedPrompts(user)).orderBy(desc(prompts.deletedAt)).limit(1000);
  return { items: rows.map(presentCard) };
}
