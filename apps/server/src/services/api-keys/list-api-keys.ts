import type { ApiKey, SessionUser } from '@promptnest/core';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { apiKeys } from '../../db/schema/index.js';
import { ownApiKeys } from '../../policies/api-key-policy.js';
import { apiKeyColumns, presentApiKey } from './present-api-key.js';

/** The user's keys, newest first, as the account page lists them: the start of each key, never the key. */
export async function listApiKeys(db: Database, user: SessionUser): Promise<ApiKey[]> {
  const rows = await db.select(apiKeyColumns).from(apiKeys).where(ownApiKeys(user)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(presentApiKey);
}
