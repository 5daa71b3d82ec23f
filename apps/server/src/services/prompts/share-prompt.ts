import { randomBytes } from 'node:crypto';
import { AppError, type SessionUser } from '@promptnest/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { parsePromptId } from './get-prompt.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
export const SHARE_ID_LENGTH = 12;

/** 12 characters from a 64-letter URL-safe alphabet, cryptographically random (72 bits). */
export function generateShareId(): string {
  return [...randomBytes(SHARE_ID_LENGTH)].map((byte) => ALPHABET[byte & 63]).join('');
}

/** Spec §4 "Sharing": is_shared on and a share id. Sharing a shared prompt keeps its link. */
export async function sharePrompt(db: Database, user: SessionUser, id: string): Promise<{ shareId: string }> {
  const promptId = parsePromptId(id);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [current] = await db.select({ shareId: prompts.shareId, isShared: prompts.isShared }).from(prompts).where(and(eq(prompts.id, promptId), ownActivePrompts(user)));
    if (!current) throw new AppError('NOT_FOUND', 'Prompt not found');
    if (current.isShared && current.shareId) return { shareId: current.shareId };
    try {
      const shareId = generateShareId();
      await db.update(prompts).set({ isShared: true, shareId }).where(eq(prompts.id, promptId));
      return { shareId };
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error; // a share id collision: draw again
    }
  }
  throw new Error('could not find a free share id');
}

/** Spec §4: unsharing clears the share id, so the old link is gone for good. */
export async function unsharePrompt(db: Database, user: SessionUser, id: string): Promise<void> {
  const rows = await db
    .update(prompts)
    .set({ isShared: false, shareId: null })
    .where(and(eq(prompts.id, parsePromptId(id)), ownActivePrompts(user)))
    .returning({ id: prompts.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Prompt not found');
}
