import { csvHeader, toCsvLine, type SessionUser } from '@promptnest/core';
import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { isTemplateSql } from './present-prompt.js';

const BATCH = 500;

/**
 * Spec §9 "CSV export": every prompt of the library (trash excluded), newest first, streamed in
 * batches so that a library of tens of thousands never sits in memory at once.
 */
export function exportPromptsCsv(db: Database, user: SessionUser): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { updatedAt: string; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}\r\n`));
      }
      const keyset = after ? sql`(${prompts.updatedAt}, ${prompts.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)` : undefined;
      const rows = await db
        .select({
          id: prompts.id,
          title: prompts.title,
          description: prompts.description,
          content: prompts.content,
          tags: prompts.tags,
          isTemplate: isTemplateSql,
          createdAt: prompts.createdAt,
          updatedAt: prompts.updatedAt,
        })
        .from(prompts)
        .where(and(ownActivePrompts(user), keyset))
        .orderBy(desc(prompts.updatedAt), desc(prompts.id))
        .limit(BATCH);
      const lines = rows.map((row) =>
        toCsvLine({ ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() }),
      );
      if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) controller.close();
      else after = { updatedAt: last.updatedAt, id: last.id };
    },
  });
}
