import { versionedFields, versionReasons } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { prompts } from './prompts.js';

/**
 * Version history (docs/decisions/0016-version-history.md): a copy of the five versioned fields after each
 * change. Written only by the trigger on prompts (migration 0012), so every way of writing a prompt keeps
 * history without remembering to; removed with its prompt (Delete Forever, account deletion).
 */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id').notNull().references(() => prompts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: versionReasons }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull(),
    isTemplate: boolean('is_template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`clock_timestamp()`),
    /** The last write of this version: an autosave session that folds saves into it moves it on. */
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`clock_timestamp()`),
    /** Fields that differ from the version before, by core's names. */
    changed: text('changed', { enum: versionedFields }).array().notNull().default(sql`'{}'::text[]`),
    wordsAdded: integer('words_added').notNull().default(0),
    wordsRemoved: integer('words_removed').notNull().default(0),
  },
  (t) => [
    // The history list, newest first, and the keyset of its pages (NULLS FIRST is what DESC means).
    index('prompt_versions_prompt_saved_idx').on(t.promptId, t.savedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('prompt_versions_reason_check', sql`${t.reason} in (${sql.raw(versionReasons.map((reason) => `'${reason}'`).join(', '))})`),
  ],
);
