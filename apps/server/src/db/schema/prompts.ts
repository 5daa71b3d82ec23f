import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Same rule as core's parseVariables: `{{`, a name with at least one non-space character, `}}`. */
export const HAS_VARIABLES_SQL = String.raw`\{\{[^{}]*[^{}[:space:]][^{}]*\}\}`;

/** Spec §3 "Prompt": the stored columns of table prompts, plus what search and limits need. */
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    /**
     * The title as an MCP prompt name (mcp/prompt-names.ts), written by the server when it first needs it;
     * a trigger sets it back to null whenever the title changes (docs/decisions/0014-mcp-server.md).
     */
    nameSlug: text('name_slug'),
    /** The content holds a {{variable}}: with is_template, what makes a prompt a template. */
    hasVariables: boolean('has_variables').generatedAlwaysAs(sql.raw(`content ~ '${HAS_VARIABLES_SQL}'`)),
    /** Lower-cased title, tags, description and content: partial-word search through a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || promptnest_tags_text(tags) || ' ' || description || ' ' || content)`,
    ),
    /** Whole-word ranking: title first, then tags, description, content. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', promptnest_tags_text(tags)), 'B') || setweight(to_tsvector('simple', description), 'C') || setweight(to_tsvector('simple', content), 'D')`,
    ),
  },
  (t) => [
    // §7: the library, newest updated first, trashed rows left out. NULLS FIRST is what ORDER BY ... DESC
    // means: an index written otherwise cannot serve the sort.
    index('prompts_user_active_updated_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // §7: the trash, newest deleted first; the purge job finds old rows by deleted_at.
    index('prompts_user_trash_deleted_idx').on(t.userId, t.deletedAt.desc().nullsFirst()).where(sql`${t.deletedAt} is not null`),
    index('prompts_trash_purge_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // The public share link lookup.
    uniqueIndex('prompts_share_id_idx').on(t.shareId).where(sql`${t.shareId} is not null`),
    // Tag filter and tag counts.
    index('prompts_tags_idx').using('gin', t.tags),
    index('prompts_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('prompts_search_vector_idx').using('gin', t.searchVector),
    // Title matches come first in search (docs/decisions/0020-title-first-search.md): finding them must not
    // read every title of a large library.
    index('prompts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`).where(sql`${t.deletedAt} is null`),
    // MCP prompt names: the oldest prompt with a slug keeps the bare name; and the rows still to be named.
    index('prompts_user_slug_idx').on(t.userId, t.nameSlug, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('prompts_slug_missing_idx').on(t.userId).where(sql`${t.nameSlug} is null`),
  ],
);
