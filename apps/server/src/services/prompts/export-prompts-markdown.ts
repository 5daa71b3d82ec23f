import { markdownFileName, toMarkdown } from '@promptnest/core/import';
import type { SessionUser } from '@promptnest/core';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Database } from '../../db/connect.js';
import { toExportPrompt } from './export-prompts-json.js';
import { readLibraryInBatches } from './read-library-batches.js';

/**
 * One Markdown file per prompt (front matter with every field, then the content), in a .zip streamed as it
 * is written: fflate's Zip hands out each compressed piece as soon as it is ready.
 */
export function exportPromptsMarkdown(db: Database, user: SessionUser): ReadableStream<Uint8Array> {
  const batches = readLibraryInBatches(db, user);
  const taken = new Set<string>();
  let zip: Zip;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      if (done) return;
      const next = await batches.next();
      if (next.done) {
        done = true;
        zip.end();
        return;
      }
      for (const row of next.value) {
        const { versions: _versions, ...prompt } = toExportPrompt(row, []);
        const file = new ZipDeflate(markdownFileName(row.title, taken), { level: 6 });
        file.mtime = new Date(row.updatedAt);
        zip.add(file);
        file.push(strToU8(toMarkdown(prompt)), true);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
