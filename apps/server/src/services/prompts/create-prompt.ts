import { planLimits, type createPromptSchema, type PlanId, type Prompt } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { assertRoomFor, kindOf } from './plan-usage.js';
import { presentPrompt, promptColumns } from './present-prompt.js';

export type NewPrompt = z.output<typeof createPromptSchema>;

/**
 * Adds a prompt to the user's library, within the plan's limits. A plan without limits (read with the
 * session) skips the count and its lock: there is nothing to exceed.
 */
export async function createPrompt(db: Database, userId: string, input: NewPrompt, knownPlan?: PlanId): Promise<Prompt> {
  const limits = knownPlan ? planLimits[knownPlan] : null;
  if (limits && limits.prompts === null && limits.templates === null) {
    const query = prepared(db, 'insert_prompt', (q) =>
      q
        .insert(prompts)
        .values({
          userId: sql.placeholder('userId'),
          title: sql.placeholder('title'),
          description: sql.placeholder('description'),
          content: sql.placeholder('content'),
          tags: sql.placeholder('tags'),
          isTemplate: sql.placeholder('isTemplate'),
          creditName: sql.placeholder('creditName'),
          creditUrl: sql.placeholder('creditUrl'),
        })
        .returning(promptColumns)
        .prepare('insert_prompt'),
    );
    const [row] = await query.execute({ userId, ...input, creditName: input.creditName ?? null, creditUrl: input.creditUrl ?? null });
    if (!row) throw new Error('insert returned no row');
    return presentPrompt(row);
  }
  return db.transaction(async (tx) => {
    await assertRoomFor(tx as unknown as Database, userId, kindOf(input));
    return insertPrompt(tx, userId, input);
  });
}

async function insertPrompt(db: Queryable, userId: string, input: NewPrompt): Promise<Prompt> {
  const [row] = await db
    .insert(prompts)
    .values({
      userId,
      title: input.title,
      description: input.description,
      content: input.content,
      tags: input.tags,
      isTemplate: input.isTemplate,
      creditName: input.creditName ?? null,
      creditUrl: input.creditUrl ?? null,
    })
    .returning(promptColumns);
  if (!row) throw new Error('insert returned no row');
  return presentPrompt(row);
}
