import { AppError, promptIdSchema, type Prompt, type SessionUser } from '@promptnest/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { presentPrompt, promptColumns, type PromptRow } from './present-prompt.js';

/** A prompt id from the URL; a malformed one is as not-found as someone else's. */
export function parsePromptId(id: string): string {
  const parsed = promptIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Prompt not found');
  return parsed.data;
}

/** Loads one prompt within a policy scope (default: the user's own, not in the trash), or 404. */
export async function loadPromptRow(db: Queryable, user: SessionUser, id: string, scope: (user: SessionUser) => SQL = ownActivePrompts, forUpdate = false): Promise<PromptRow> {
  const query = db.select(promptColumns).from(prompts).where(and(eq(prompts.id, parsePromptId(id)), scope(user)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Prompt not found');
  return row;
}

/** GET /api/v1/prompts/:id, the hot path of the editor: a prepared statement. */
export async function getPrompt(db: Database, user: SessionUser, id: string): Promise<Prompt> {
  const query = prepared(db, 'get_prompt', (q) =>
    q
      .select(promptColumns)
      .from(prompts)
      .where(and(eq(prompts.id, sql.placeholder('id')), ownActivePrompts({ id: sql.placeholder('userId') })))
      .prepare('get_prompt'),
  );
  const [row] = await query.execute({ id: parsePromptId(id), userId: user.id });
  if (!row) throw new AppError('NOT_FOUND', 'Prompt not found');
  return presentPrompt(row);
}
