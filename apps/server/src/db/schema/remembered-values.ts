import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { prompts } from './prompts.js';
import { users } from './users.js';

/**
 * What a person last filled into one of their templates, kept with the account so it comes back on any
 * device (docs/decisions/0019-typed-variables.md). Gone with the prompt (Delete Forever) or the account.
 */
export const rememberedValues = pgTable(
  'remembered_values',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id').notNull().references(() => prompts.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] })],
);
