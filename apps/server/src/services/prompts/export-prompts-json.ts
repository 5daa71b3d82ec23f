import { type ImportVersion, type PromptNestExportPrompt, promptNestJsonHead, PROMPTNEST_JSON_TAIL } from '@promptnest/core/import';
import type { SessionUser } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { readLibraryInBatches, streamBatches, type ExportedRow } from './read-library-batches.js';
import { readPastVersions } from './read-past-versions.js';

/** A prompt as PromptNest JSON writes it, with its past versions (oldest first, the current state left out). */
export function toExportPrompt(row: ExportedRow, versions: ImportVersion[]): PromptNestExportPrompt {
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
    versions,
  };
}

/** Each batch of the library with its prompts' past versions, read with one query per batch. */
async function* withPastVersions(db: Database, batches: AsyncGenerator<ExportedRow[]>): AsyncGenerator<Array<{ row: ExportedRow; versions: ImportVersion[] }>> {
  try {
    for await (const rows of batches) {
      const versions = await readPastVersions(db, rows.map((row) => row.id));
      yield rows.map((row) => ({ row, versions: versions.get(row.id) ?? [] }));
    }
  } finally {
    await batches.return(undefined);
  }
}

/** PromptNest JSON (docs/decisions/0017-import-and-export.md): everything each prompt has, streamed in batches. */
export function exportPromptsJson(db: Database, user: SessionUser, now: Date): ReadableStream<Uint8Array> {
  return streamBatches(withPastVersions(db, readLibraryInBatches(db, user)), {
    head: promptNestJsonHead(now),
    batch: (rows, first) => `${first ? '\n' : ',\n'}${rows.map(({ row, versions }) => JSON.stringify(toExportPrompt(row, versions))).join(',\n')}`,
    tail: `\n${PROMPTNEST_JSON_TAIL}`,
  });
}
