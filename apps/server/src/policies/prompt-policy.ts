import type { SessionUser } from '@promptnest/core';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { prompts } from '../db/schema/index.js';

/**
 * Who may touch which prompt: only its owner, and only an approved owner (the routes require approval).
 * Every prompt query goes through one of these scopes, so another user's prompt is simply not found.
 */
export function ownPrompts(user: Pick<SessionUser, 'id'>): SQL {
  return eq(prompts.userId, user.id);
}

export function ownActivePrompts(user: Pick<SessionUser, 'id'>): SQL {
  return and(eq(prompts.userId, user.id), isNull(prompts.deletedAt)) as SQL;
}

export function ownTrashedPrompts(user: Pick<SessionUser, 'id'>): SQL {
  return and(eq(prompts.userId, user.id), isNotNull(prompts.deletedAt)) as SQL;
}

/** A shared link shows a prompt that is shared and not in its owner's trash, to anyone. */
export function publiclyShared(shareId: string): SQL {
  return and(eq(prompts.shareId, shareId), eq(prompts.isShared, true), isNull(prompts.deletedAt)) as SQL;
}
