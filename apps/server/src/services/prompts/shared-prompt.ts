import { AppError, cleanShareId, type Prompt, type SessionUser, type SharedPrompt } from '@promptnest/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { publiclyShared } from '../../policies/prompt-policy.js';
import { createPrompt } from './create-prompt.js';
import { getPrompt } from './get-prompt.js';
import { presentShared, promptColumns, type PromptRow } from './present-prompt.js';

async function loadShared(db: Database, rawShareId: string): Promise<PromptRow> {
  const shareId = cleanShareId(rawShareId);
  if (!shareId || shareId !== rawShareId) throw new AppError('NOT_FOUND', 'Prompt Not Found');
  const query = prepared(db, 'shared_prompt', (q) => q.select(promptColumns).from(prompts).where(publiclyShared(sql.placeholder('shareId'))).prepare('shared_prompt'));
  const [row] = await query.execute({ shareId });
  if (!row) throw new AppError('NOT_FOUND', 'Prompt Not Found');
  return row;
}

/** Spec §7 get_shared_prompt_by_id: the shared row, to anyone with the link. */
export async function getSharedPrompt(db: Database, shareId: string): Promise<SharedPrompt> {
  return presentShared(await loadShared(db, shareId));
}

/** For the page of a share link: its link-preview title and description, and the prompt itself. */
export async function findSharedPreview(
  db: Database,
  shareId: string,
): Promise<{ title: string; description: string; prompt: SharedPrompt } | null> {
  try {
    const row = await loadShared(db, shareId);
    return { title: row.title, description: row.description || row.content.slice(0, 200), prompt: presentShared(row) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Spec §2 "Save to My Account": a copy in the visitor's own library, crediting where it came from
 * (the original's credit when it has one, else the share link itself).
 */
export async function saveSharedPrompt(db: Database, user: SessionUser, shareId: string, appUrl: string): Promise<Prompt> {
  const source = await loadShared(db, shareId);
  const creditUrl = source.creditUrl ?? `${appUrl}/shared/${shareId}`;
  // Saving the same link again (a second click, or the page returning from sign-in twice) keeps one copy.
  const [kept] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.userId, user.id), isNull(prompts.deletedAt), eq(prompts.title, source.title), eq(prompts.content, source.content), eq(prompts.creditUrl, creditUrl)))
    .limit(1);
  if (kept) return getPrompt(db, user, kept.id);
  return createPrompt(db, user.id, {
    title: source.title,
    description: source.description,
    content: source.content,
    tags: source.tags,
    isTemplate: source.isTemplate,
    creditName: source.creditName ?? 'Shared',
    creditUrl,
  });
}
