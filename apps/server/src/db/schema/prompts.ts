import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Spec §3 "Prompt": the stored columns of table prompts. */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isTemplate: boolean('is_template').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    isShared: boolean('is_shared').notNull().default(false),
    shareId: text('share_id'),
    creditName: text('credit_name'),
    creditUrl: text('credit_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // §7: the library, newest updated first, trashed rows left out.
    index('prompts_user_active_updated_idx').on(t.userId, t.updatedAt.desc(), t.id).where(sql`${t.deletedAt} is null`),
    // §7: the trash, newest deleted first.
    index('prompts_user_trash_deleted_idx').on(t.userId, t.deletedAt.desc()).where(sql`${t.deletedAt} is not null`),
    // The public share link lookup.
    uniqueIndex('prompts_share_id_idx').on(t.shareId).where(sql`${t.shareId} is not null`),
    // Tag filter and tag counts.
    index('prompts_tags_idx').using('gin', t.tags),
  ],
);
