import { csvHeader, toCsvLine, type SessionUser } from '@promptnest/core';
import type { Database } from '../../db/connect.js';
import { readLibraryInBatches, streamBatches } from './read-library-batches.js';

/** Spec §9 "CSV export": every prompt of the library (trash excluded), newest first, streamed in batches. */
export function exportPromptsCsv(db: Database, user: SessionUser): ReadableStream<Uint8Array> {
  return streamBatches(readLibraryInBatches(db, user), {
    head: `\uFEFF${csvHeader()}\r\n`,
    batch: (rows) => `${rows.map((row) => toCsvLine({ ...row, isTemplate: row.isTemplatePrompt })).join('\r\n')}\r\n`,
    tail: '',
  });
}
