import type { ApiKey } from '@promptnest/core';
import { apiKeys, type ApiKeyRow } from '../../db/schema/index.js';

/** The columns its owner sees: never the hash. */
export const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.start,
  access: apiKeys.access,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
};

export function presentApiKey(row: Pick<ApiKeyRow, keyof typeof apiKeyColumns>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    access: row.access,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
