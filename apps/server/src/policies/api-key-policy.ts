import type { SessionUser } from '@promptnest/core';
import { eq, type SQL } from 'drizzle-orm';
import { apiKeys } from '../db/schema/index.js';

/**
 * Who may see or revoke which API key: only its owner, signed in with a cookie (routes/api-keys never
 * accepts a key). Every key query of the account page goes through this scope, so another user's key
 * is simply not found.
 */
export function ownApiKeys(user: Pick<SessionUser, 'id'>): SQL {
  return eq(apiKeys.userId, user.id);
}
