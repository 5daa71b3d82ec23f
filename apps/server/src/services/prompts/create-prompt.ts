import type { createPromptSchema, Prompt } from '@promptnest/core';
import type { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { assertRoomFor, kindOf } from './plan-usage.js';
import { presentPrompt, promptColumns } from './present-prompt.js';

export type NewPrompt = z.output<typeof createPromptSchema>;

/** Adds a prompt to the user's library, within the plan's limits. */
export async function createPrompt(db: Database, userId: string, input: NewPrompt): Promise<Prompt> {
  return db.transaction(async (tx) => {
    await assertRoomFor(tx as unknown as Database, userId, kindOf(input));
    const [row] = await tx
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
  });
}
