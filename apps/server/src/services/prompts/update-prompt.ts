import type { Prompt, SessionUser, updatePromptSchema, VersionReason } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { setVersionReason } from '../versions/version-reason.js';
import { loadPromptRow } from './get-prompt.js';
import { slugOf } from './name-slug.js';
import { assertRoomFor, kindOf } from './plan-usage.js';
import { presentPrompt, promptColumns } from './present-prompt.js';

export type PromptChanges = z.output<typeof updatePromptSchema>;

/**
 * Saves the fields sent (only those were validated). Turning a prompt into a template, or back, needs room in
 * the plan. `reason` is what the history says of the change (docs/decisions/0016-version-history.md).
 */
export async function updatePrompt(db: Database, user: SessionUser, id: string, changes: PromptChanges, reason: VersionReason): Promise<Prompt> {
  return db.transaction(async (tx) => {
    await setVersionReason(tx, reason);
    const current = await loadPromptRow(tx, user, id, undefined, true);
    const before = kindOf({ isTemplate: current.isTemplate, content: current.content });
    const after = kindOf({ isTemplate: changes.isTemplate ?? current.isTemplate, content: changes.content ?? current.content });
    if (after !== before) await assertRoomFor(tx, user.id, after);

    const { saveKind: _saveKind, ...fields } = changes;
    const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    // A new title brings its MCP name with it (migration 0015).
    const naming = fields.title === undefined ? {} : { nameSlug: slugOf(fields.title) };
    const [row] = await tx
      .update(prompts)
      .set({ ...values, ...naming, updatedAt: sql`now()` })
      .where(eq(prompts.id, current.id))
      .returning(promptColumns);
    if (!row) throw new Error('update returned no row');
    return presentPrompt(row);
  });
}
