import type { SessionUser } from '@promptnest/core';
import { and, eq, isNotNull, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import { prompts } from '../db/schema/index.js';

/**
 * Who may touch which prompt: only its owner, and only an approved owner (the routes require approval).
 * Every prompt query goes through one of these scopes, so another user's prompt is simply not found.
 */
/** The owner: a signed-in user, or a placeholder for a prepared statement that binds the user id later. */
type Owner = Pick<SessionUser, 'id'> | { id: Placeholder };

export function ownPrompts(user: Owner): SQL {
  return eq(prompts.userId, user.id);
}

export function ownActivePrompts(user: Owner): SQL {
  return and(ownPrompts(user), isNull(prompts.deletedAt)) as SQL;
}

export function ownTrashedPrompts(user: Owner): SQL {
  return and(ownPrompts(user), isNotNull(prompts.deletedAt)) as SQL;
}

/** A shared link shows a prompt that is shared and not in its owner's trash, to anyone. */
export function publiclyShared(shareId: string | Placeholder): SQL {
  return and(eq(prompts.shareId, shareId), eq(prompts.isShared, true), isNull(prompts.deletedAt)) as SQL;
}
