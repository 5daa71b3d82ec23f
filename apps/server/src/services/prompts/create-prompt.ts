import { planLimits, type createPromptSchema, type PlanId, type Prompt } from '@promptnest/core';
import { sql, type Placeholder } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { slugOf } from './name-slug.js';
import { assertRoomFor, kindOf } from './plan-usage.js';
import { presentPrompt, promptColumns } from './present-prompt.js';

/** Checked and sanitised by core's createPromptSchema where it comes in (the editor, API v1); starters and shared copies are already clean. */
export type NewPrompt = z.output<typeof createPromptSchema>;

/**
 * Adds a prompt to the user's library, within the plan's limits: every new prompt (the editor, API v1, a
 * copied starter, a saved shared prompt) comes through here. A plan without limits (read with the
 * session) skips the count and its lock: there is nothing to exceed.
 */
export async function createPrompt(db: Database, userId: string, input: NewPrompt, knownPlan?: PlanId): Promise<Prompt> {
  const row = newPromptRow(userId, input);
  const limits = knownPlan ? planLimits[knownPlan] : null;
  if (limits && limits.prompts === null && limits.templates === null) {
    const query = prepared(db, 'insert_prompt', (q) =>
      insertPrompt(q, {
        userId: sql.placeholder('userId'),
        title: sql.placeholder('title'),
        description: sql.placeholder('description'),
        content: sql.placeholder('content'),
        tags: sql.placeholder('tags'),
        isTemplate: sql.placeholder('isTemplate'),
        creditName: sql.placeholder('creditName'),
        creditUrl: sql.placeholder('creditUrl'),
        nameSlug: sql.placeholder('nameSlug'),
      }).prepare('insert_prompt'),
    );
    return presentInserted(await query.execute(row));
  }
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, userId, kindOf(input));
    return presentInserted(await insertPrompt(tx, row));
  });
}

/** The columns a new prompt sets, with its MCP name; everything else takes the table's defaults. */
function newPromptRow(userId: string, input: NewPrompt) {
  return {
    userId,
    title: input.title,
    description: input.description,
    content: input.content,
    tags: input.tags,
    isTemplate: input.isTemplate,
    creditName: input.creditName ?? null,
    creditUrl: input.creditUrl ?? null,
    nameSlug: slugOf(input.title),
  };
}

type NewPromptRow = ReturnType<typeof newPromptRow>;

/** The one insert into prompts, with values or (for the prepared statement) placeholders. */
function insertPrompt(db: Queryable, row: { [K in keyof NewPromptRow]: NewPromptRow[K] | Placeholder }) {
  return db.insert(prompts).values(row).returning(promptColumns);
}

function presentInserted([row]: Awaited<ReturnType<typeof insertPrompt>>): Prompt {
  if (!row) throw new Error('insert returned no row');
  return presentPrompt(row);
}
