import { AppError, importRequestSchema, importFileMessages, MAX_IMPORT_BYTES, remaining, type ImportPreview, type ImportResult, type SessionUser } from '@promptnest/core';
import { checkRows, duplicateKey, ImportFileError, planImport, readImportFile, type CheckedRow, type ParsedImport } from '@promptnest/core/import';
import { sql } from 'drizzle-orm';
import { setImmediate } from 'node:timers/promises';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/connect.js';
import { setVersionReason } from '../versions/version-reason.js';
import { inflateRawWithin } from './inflate-raw-within.js';
import { insertImportedPrompts } from './insert-imported-prompts.js';
import { getUsage } from './plan-usage.js';

type ImportRequest = z.output<typeof importRequestSchema>;

/** Lets other requests in; an import of 10,000 rows otherwise holds the event loop for seconds. */
const pause = () => setImmediate();

/** Rows checked with the editor's rules between which other requests are answered. */
const ROWS_PER_TURN = 100;

/** The file's bytes and its rows; a file over 10 MB, or one PromptNest cannot read, is refused before anything else. */
async function readRequestFile(request: ImportRequest): Promise<ParsedImport> {
  const bytes = request.encoding === 'base64' ? Buffer.from(request.data, 'base64') : Buffer.from(request.data, 'utf8');
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError('IMPORT_TOO_LARGE', importFileMessages.tooLarge);
  try {
    return await readImportFile(request.fileName, bytes, { inflateRaw: inflateRawWithin, pause });
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError(error.message === importFileMessages.tooLarge ? 'IMPORT_TOO_LARGE' : 'IMPORT_FILE_INVALID', error.message);
    throw error;
  }
}

/** The keys (title and content) of the valid rows that the library already holds, in one query. */
async function findExistingKeys(db: Queryable, userId: string, checked: CheckedRow[]): Promise<Set<string>> {
  const pairs = checked.flatMap((entry) => (entry.ok ? [{ title: entry.row.title, content: entry.row.content }] : []));
  if (pairs.length === 0) return new Set();
  const rows = await db.execute<{ title: string; content: string }>(sql`
    select p.title, p.content from prompts p
    join jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as f(title text, content text) on p.title = f.title and p.content = f.content
    where p.user_id = ${userId} and p.deleted_at is null`);
  return new Set(rows.map(duplicateKey));
}

async function checkRowsInTurns(parsed: ParsedImport): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  for (let from = 0; from < parsed.rows.length; from += ROWS_PER_TURN) {
    if (from > 0) await pause();
    checked.push(...checkRows({ ...parsed, rows: parsed.rows.slice(from, from + ROWS_PER_TURN) }));
  }
  return checked;
}

async function planFor(db: Queryable, user: SessionUser, parsed: ParsedImport) {
  const checked = await checkRowsInTurns(parsed);
  const [existing, usage] = await Promise.all([findExistingKeys(db, user.id, checked), getUsage(db, user.id)]);
  return planImport(parsed, existing, { prompts: remaining(usage.prompts), templates: remaining(usage.templates) }, checked);
}

/** What importing the file would do; writes nothing. */
export async function previewImport(db: Database, user: SessionUser, request: ImportRequest): Promise<ImportPreview> {
  return (await planFor(db, user, await readRequestFile(request))).preview;
}

/**
 * Adds the file's new, valid rows within the plan's limits, in one transaction: all of them or none.
 * The per-user limit lock (plan-usage.ts) is taken first, so a save or a second import at the same time
 * waits, and the duplicates and room are read again inside the transaction.
 */
export async function importPrompts(db: Database, user: SessionUser, request: ImportRequest): Promise<ImportResult> {
  const parsed = await readRequestFile(request);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-limit:${user.id}`}))`);
    // Every version this transaction writes, the trigger's and the file's own, is labelled an import.
    await setVersionReason(tx, 'import');
    const { preview, accepted } = await planFor(tx, user, parsed);
    await insertImportedPrompts(tx, user.id, accepted);
    const { rows: _shown, ...summary } = preview;
    return { ...summary, imported: accepted.length };
  });
}
