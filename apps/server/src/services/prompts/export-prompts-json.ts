import { type PromptNestExportPrompt, promptNestJsonHead, PROMPTNEST_JSON_TAIL } from '@promptnest/core/import';
import type { SessionUser } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { readLibraryInBatches, streamBatches, type ExportedRow } from './read-library-batches.js';

export function toExportPrompt(row: ExportedRow): PromptNestExportPrompt {
  return {
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
    isTemplate: row.isTemplate,
    isFavorite: row.isFavorite,
    creditName: row.creditName,
    creditUrl: row.creditUrl,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Version history is stored by another part of PromptNest; until it lands there is none to write.
    versions: [],
  };
}

/** PromptNest JSON (docs/decisions/0017-import-and-export.md): everything each prompt has, streamed in batches. */
export function exportPromptsJson(db: Database, user: SessionUser, now: Date): ReadableStream<Uint8Array> {
  return streamBatches(readLibraryInBatches(db, user), {
    head: promptNestJsonHead(now),
    batch: (rows, first) => `${first ? '\n' : ',\n'}${rows.map((row) => JSON.stringify(toExportPrompt(row))).join(',\n')}`,
    tail: `\n${PROMPTNEST_JSON_TAIL}`,
  });
}
