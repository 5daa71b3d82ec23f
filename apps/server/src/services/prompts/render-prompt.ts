import { AppError, renderTemplate, type RenderedTemplate, type SessionUser } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { parsePromptId } from './get-prompt.js';

/**
 * Fills one of the user's prompts with values, as the template screen does (a prompt without variables
 * comes back as it is). Only the content is read: a script rendering in a loop is the hot path here.
 */
export async function renderPrompt(db: Database, user: SessionUser, id: string, values: Record<string, string>): Promise<RenderedTemplate> {
  const query = prepared(db, 'prompt_content', (q) =>
    q
      .select({ content: prompts.content })
      .from(prompts)
      .where(and(eq(prompts.id, sql.placeholder('id')), ownActivePrompts({ id: sql.placeholder('userId') })))
      .prepare('prompt_content'),
  );
  const [row] = await query.execute({ id: parsePromptId(id), userId: user.id });
  if (!row) throw new AppError('NOT_FOUND', 'Prompt not found');
  return renderTemplate(row.content, values);
}
