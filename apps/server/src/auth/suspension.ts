import { defaultMessages } from '@promptnest/core';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { users } from '../db/schema/index.js';

/**
 * No session is made for a suspended account, whichever way it signs in (password, Google, an e-mail link):
 * better-auth runs this before it stores a session and answers the error as it is.
 */
export async function refuseSuspendedSession(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (row?.suspendedAt) throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: defaultMessages.ACCOUNT_SUSPENDED });
}
