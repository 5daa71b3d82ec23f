import { AppError, parseVariables, type RememberedValues, type SessionUser } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts, rememberedValues } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { parsePromptId } from './get-prompt.js';

/** The user's own prompt, not in the trash, or the same 404 as a missing one. */
async function ownPromptContent(db: Database, user: SessionUser, id: string): Promise<{ id: string; content: string }> {
  const [row] = await db
    .select({ id: prompts.id, content: prompts.content })
    .from(prompts)
    .where(and(eq(prompts.id, parsePromptId(id)), ownActivePrompts(user)));
  if (!row) throw new AppError('NOT_FOUND', 'Prompt not found');
  return row;
}

const present = (row: { values: Record<string, string>; updatedAt: string } | undefined): RememberedValues =>
  row ? { values: row.values, updatedAt: new Date(row.updatedAt).toISOString() } : { values: {}, updatedAt: null };

/** What this person last filled into the template; nothing when they never did, or cleared it. */
export async function getRememberedValues(db: Database, user: SessionUser, id: string): Promise<RememberedValues> {
  const prompt = await ownPromptContent(db, user, id);
  const [row] = await db
    .select({ values: rememberedValues.values, updatedAt: rememberedValues.updatedAt })
    .from(rememberedValues)
    .where(and(eq(rememberedValues.userId, user.id), eq(rememberedValues.promptId, prompt.id)));
  return present(row);
}

/**
 * Keeps the values for next time, replacing what was kept. Only the template's own variables with a
 * non-blank value are kept, so a renamed variable or an emptied field leaves nothing behind.
 */
export async function rememberValues(db: Database, user: SessionUser, id: string, values: Record<string, string>): Promise<RememberedValues> {
  const prompt = await ownPromptContent(db, user, id);
  const names = new Set(parseVariables(prompt.content).map((variable) => variable.name));
  const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => names.has(name) && value.trim() !== ''));
  if (Object.keys(kept).length === 0) {
    await forgetValues(db, user, id);
    return present(undefined);
  }
  const [row] = await db
    .insert(rememberedValues)
    .values({ userId: user.id, promptId: prompt.id, values: kept })
    .onConflictDoUpdate({ target: [rememberedValues.userId, rememberedValues.promptId], set: { values: kept, updatedAt: sql`now()` } })
    .returning({ values: rememberedValues.values, updatedAt: rememberedValues.updatedAt });
  return present(row);
}

/** Forgets the values: the form starts again from the defaults. */
export async function forgetValues(db: Database, user: SessionUser, id: string): Promise<void> {
  const prompt = await ownPromptContent(db, user, id);
  await db.delete(rememberedValues).where(and(eq(rememberedValues.userId, user.id), eq(rememberedValues.promptId, prompt.id)));
}
