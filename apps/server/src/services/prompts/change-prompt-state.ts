import { AppError, type Prompt, type SessionUser } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts, ownTrashedPrompts } from '../../policies/prompt-policy.js';
import { loadPromptRow, parsePromptId } from './get-prompt.js';
import { assertRoomFor, kindOf } from './plan-usage.js';
import { presentPrompt, promptColumns } from './present-prompt.js';

/** Spec §4: delete moves a prompt to the trash (deleted_at set); it can be restored for 30 days. */
export async function trashPrompt(db: Database, user: SessionUser, id: string): Promise<void> {
  const rows = await db
    .update(prompts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(prompts.id, parsePromptId(id)), ownActivePrompts(user)))
    .returning({ id: prompts.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Prompt not found');
}

/** Spec §4 restore_prompt_from_trash: back into the library, if the plan has room for it. */
export async function restorePrompt(db: Database, user: SessionUser, id: string): Promise<Prompt> {
  return db.transaction(async (tx) => {
    const row = await loadPromptRow(tx, user, id, ownTrashedPrompts, true);
    await assertRoomFor(tx, user.id, kindOf(row));
    const [restored] = await tx.update(prompts).set({ deletedAt: null }).where(eq(prompts.id, row.id)).returning(promptColumns);
    if (!restored) throw new Error('restore returned no row');
    return presentPrompt(restored);
  });
}

/** Spec §4: a trashed prompt is removed for good (only from the trash). */
export async function deletePromptForever(db: Database, user: SessionUser, id: string): Promise<void> {
  const rows = await db
    .delete(prompts)
    .where(and(eq(prompts.id, parsePromptId(id)), ownTrashedPrompts(user)))
    .returning({ id: prompts.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Prompt not found');
}

/** Favourite on or off; this does not count as an edit (the prompt keeps its place in the list). */
export async function setFavorite(db: Database, user: SessionUser, id: string, isFavorite: boolean): Promise<Prompt> {
  const [row] = await db
    .update(prompts)
    .set({ isFavorite })
    .where(and(eq(prompts.id, parsePromptId(id)), ownActivePrompts(user)))
    .returning(promptColumns);
  if (!row) throw new AppError('NOT_FOUND', 'Prompt not found');
  return presentPrompt(row);
}
