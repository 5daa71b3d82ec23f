import { apiKeyAccesses } from '@promptnest/core';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Personal API keys (docs/decisions/0012-api-keys.md). Only a SHA-256 of the whole key is kept: a key is
 * 32 random bytes, so no one can guess it back from the hash, and a fast hash lets every request find its
 * key by an index. `start` is what the list shows to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    start: text('start').notNull(),
    secretHash: text('secret_hash').notNull(),
    access: text('access', { enum: apiKeyAccesses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the key never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key, so a busy key costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    // A user's keys, newest first (the list), and the count under the limit. NULLS FIRST is what ORDER BY
    // ... DESC means: an index written otherwise cannot serve the sort.
    index('api_keys_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
