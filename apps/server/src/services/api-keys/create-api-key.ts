import { AppError, apiKeyExpiresAt, MAX_API_KEYS, type createApiKeySchema, type CreatedApiKey, type SessionUser } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { generateApiKey } from '../../auth/api-key-secret.js';
import type { Database } from '../../db/connect.js';
import { apiKeys } from '../../db/schema/index.js';
import { ownApiKeys } from '../../policies/api-key-policy.js';
import { apiKeyColumns, presentApiKey } from './present-api-key.js';
import { recordApiKeyEvent } from './record-api-key-event.js';

export type NewApiKey = z.output<typeof createApiKeySchema>;

/**
 * Makes a key for the user and answers the whole key, the only time it is ever shown: only its hash is
 * kept. At most MAX_API_KEYS per user, counted under a per-user lock so that parallel requests cannot
 * both take the last place.
 */
export async function createApiKey(db: Database, user: SessionUser, input: NewApiKey, ipAddress: string | null): Promise<CreatedApiKey> {
  const secret = generateApiKey();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-key-limit:${user.id}`}))`);
    if ((await tx.$count(apiKeys, ownApiKeys(user))) >= MAX_API_KEYS) throw new AppError('API_KEY_LIMIT_REACHED');
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: user.id, name: input.name, access: input.access, start: secret.start, secretHash: secret.secretHash, expiresAt: apiKeyExpiresAt(input.expiresIn, new Date()) })
      .returning(apiKeyColumns);
    if (!row) throw new Error('insert returned no row');
    await recordApiKeyEvent(tx, 'api_key_created', user, ipAddress, row);
    return { ...presentApiKey(row), key: secret.key };
  });
}
