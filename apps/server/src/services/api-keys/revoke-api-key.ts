import { AppError, type SessionUser } from '@promptnest/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { apiKeys } from '../../db/schema/index.js';
import { ownApiKeys } from '../../policies/api-key-policy.js';
import { recordApiKeyEvent } from './record-api-key-event.js';

const keyIdSchema = z.uuid();

/**
 * Deletes one of the user's keys; the next request with it is refused, on every server, since each
 * request reads its key. Another user's key and a malformed id are as not-found as a missing one.
 */
export async function revokeApiKey(db: Database, user: SessionUser, id: string, ipAddress: string | null): Promise<void> {
  const parsed = keyIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'API key not found');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, parsed.data), ownApiKeys(user)))
      .returning({ id: apiKeys.id, name: apiKeys.name, access: apiKeys.access });
    if (!row) throw new AppError('NOT_FOUND', 'API key not found');
    await recordApiKeyEvent(tx, 'api_key_revoked', user, ipAddress, row);
  });
}
