import type { SessionUser } from '@promptnest/core';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { isTemplateSql } from './present-prompt.js';

const BATCH = 500;

/** What an export writes of each prompt; `isTemplate` is the stored flag, `isTemplatePrompt` the flag or a variable. */
export interface ExportedRow {
  id: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
  isTemplate: boolean;
  isTemplatePrompt: boolean;
  isFavorite: boolean;
  creditName: string | null;
  creditUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Every prompt of the library (trash excluded), newest first, in batches read by keyset, so that a library
 * of tens of thousands never sits in memory at once. Dates come as ISO 8601 in UTC.
 */
export async function* readLibraryInBatches(db: Database, user: SessionUser): AsyncGenerator<ExportedRow[]> {
  let after: { updatedAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? sql`(${prompts.updatedAt}, ${prompts.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows: Array<Omit<ExportedRow, 'tags'> & { tags: string[] }> = await db
      .select({
        id: prompts.id,
        title: prompts.title,
        description: prompts.description,
        content: prompts.content,
        tags: prompts.tags,
        isTemplate: prompts.isTemplate,
        isTemplatePrompt: isTemplateSql,
        isFavorite: prompts.isFavorite,
        creditName: prompts.creditName,
        creditUrl: prompts.creditUrl,
        createdAt: prompts.createdAt,
        updatedAt: prompts.updatedAt,
      })
      .from(prompts)
      .where(and(ownActivePrompts(user), keyset))
      .orderBy(desc(prompts.updatedAt), desc(prompts.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() }));
    const last: { updatedAt: string; id: string } | undefined = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { updatedAt: last.updatedAt, id: last.id };
  }
}

/** A stream of text pieces as UTF-8: the head, each batch's text, then the tail. */
export function streamBatches<Row>(batches: AsyncGenerator<Row[]>, parts: { head: string; batch: (rows: Row[], first: boolean) => string; tail: string }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let state: 'head' | 'rows' | 'done' = 'head';
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (state === 'head') {
        state = 'rows';
        controller.enqueue(encoder.encode(parts.head));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        if (parts.tail) controller.enqueue(encoder.encode(parts.tail));
        state = 'done';
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(parts.batch(next.value, first)));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
