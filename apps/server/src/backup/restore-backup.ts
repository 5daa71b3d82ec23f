import { createReadStream, existsSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import postgres from 'postgres';
import { connectDatabase, migrateDatabase } from '../db/connect.js';
import { applyMigrationsUpTo, readMigrationLevel, readMigrationSteps, type MigrationLevel, type MigrationStep } from '../db/migration-level.js';
import { BackupFileError, checkHeader, END_OF_TABLE, parseJsonLine, readLines, type BackupHeader, type BackupTrailer, type TableSection } from './backup-format.js';
import { advanceSequences, columnList, columnTypes, listTables, quoteIdentifier, usePortableTextFormat, type TableShape } from './database-tables.js';
import { parseCopyLine } from './copy-text.js';

/** The target database is not one a backup may be loaded into. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreSummary {
  level: MigrationLevel;
  rows: Record<string, number>;
}

/**
 * Loads a backup into an empty database: in one transaction, the schema as it was when the backup was taken
 * (its migrations), every table's rows in the file's dependency order, and the sequences; then the
 * migrations since. A damaged or cut-short file fails inside that transaction, so nothing is written.
 */
export async function restoreBackup(url: string, file: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no file ${file}.`);
  const steps = readMigrationSteps();
  const lines = readLines(createReadStream(file).pipe(createGunzip()));
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const header = await readHeader(lines, steps);
    await refuseNonEmpty(sql);
    const rows = await sql.begin(async (tx) => {
      await usePortableTextFormat(tx);
      await applyMigrationsUpTo(tx, header.level.count, steps);
      const tables = await listTables(tx);
      checkTablesMatch(header, tables);
      for (const table of tables) await tx.unsafe(`alter table public.${quoteIdentifier(table.name)} disable trigger user`);
      const loaded = await loadTables(tx, lines, header, tables);
      await checkEnd(lines, loaded);
      for (const table of tables) await tx.unsafe(`alter table public.${quoteIdentifier(table.name)} enable trigger user`);
      await advanceSequences(tx, tables);
      return loaded;
    });
    await sql.end({ timeout: 5 });
    const handle = connectDatabase(url, { max: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    return { level: header.level, rows };
  } finally {
    await sql.end({ timeout: 5 });
    await lines.return(undefined);
  }
}

async function readHeader(lines: AsyncGenerator<string>, steps: MigrationStep[]): Promise<BackupHeader> {
  const first = await nextLine(lines, 'This is not a PromptNest backup file (it is not a gzip file, or it is damaged).');
  const header = checkHeader(parseJsonLine<Partial<BackupHeader>>(first, 'header'));
  const latest = steps.at(-1);
  const known = header.level.count === 0 || steps[header.level.count - 1]?.folderMillis === header.level.when;
  if (!known) {
    if (header.level.count > steps.length || (latest && (header.level.when ?? 0) > latest.folderMillis)) {
      throw new RestoreRefusedError(
        `This backup comes from a newer PromptNest: its database is at migration ${header.level.tag ?? header.level.count} and this release knows up to ${latest?.tag}. Upgrade PromptNest, then restore.`,
      );
    }
    throw new BackupFileError(`This backup's database is at a migration this release does not know (${header.level.tag ?? header.level.when}).`);
  }
  return header;
}

async function refuseNonEmpty(sql: postgres.Sql): Promise<void> {
  const tables = await sql<Array<{ name: string }>>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by 1`;
  const level = await readMigrationLevel(sql);
  if (tables.length > 0 || level.count > 0) {
    const named = tables.slice(0, 4).map((t) => t.name).join(', ');
    throw new RestoreRefusedError(
      `The database is not empty: it already has ${tables.length} tables (${named || 'migrations'}${tables.length > 4 ? ', …' : ''}). ` +
        'A restore only loads into an empty database, so nothing there is overwritten.',
    );
  }
}

function checkTablesMatch(header: BackupHeader, tables: TableShape[]) {
  const here = tables.map((t) => t.name).sort();
  const there = [...header.tables].sort();
  if (here.join() !== there.join()) {
    throw new BackupFileError(`The backup's tables (${there.join(', ')}) do not match its schema's (${here.join(', ')}).`);
  }
}

/**
 * Each table's rows, read from its COPY lines and inserted in batches, every value cast from its text by
 * the column's own type (what COPY FROM would do). Not COPY FROM itself: postgres.js (3.4) never settles a
 * COPY FROM that the server rejects at its last row, so a damaged file would hang the restore.
 */
async function loadTables(tx: postgres.TransactionSql, lines: AsyncGenerator<string>, header: BackupHeader, tables: TableShape[]) {
  const shapes = new Map(tables.map((t) => [t.name, t]));
  const rows: Record<string, number> = {};
  for (const expected of header.tables) {
    const section = parseJsonLine<TableSection>(await nextLine(lines, DAMAGED), `table ${expected}`);
    const shape = shapes.get(section.table);
    if (section.table !== expected || !shape || !Array.isArray(section.columns) || section.columns.some((c) => !shape.columns.includes(c))) {
      throw new BackupFileError(`The backup file is damaged: expected table ${expected}, found ${JSON.stringify(section.table)}.`);
    }
    const types = await columnTypes(tx, expected);
    const insert = (batch: Array<Array<string | null>>) => insertRows(tx, expected, section.columns, types, batch);
    rows[expected] = await readTableRows(lines, expected, section.columns.length, insert);
  }
  return rows;
}

/** Reads one table's lines up to its `\.`, handing them on in batches; answers how many rows. */
async function readTableRows(lines: AsyncGenerator<string>, table: string, width: number, insert: (batch: Array<Array<string | null>>) => Promise<void>) {
  const perBatch = Math.max(1, Math.floor(30_000 / Math.max(1, width)));
  let batch: Array<Array<string | null>> = [];
  let count = 0;
  while (true) {
    const line = await nextLine(lines, DAMAGED);
    if (line === undefined) throw new BackupFileError(`The backup file is incomplete: it ends in the middle of table ${table}.`);
    if (line === END_OF_TABLE) break;
    const values = parseCopyLine(line);
    if (values.length !== width) throw new BackupFileError(`The backup file is damaged: a row of ${table} has ${values.length} values instead of ${width}.`);
    batch.push(values);
    count += 1;
    if (batch.length >= perBatch) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return count;
}

async function insertRows(tx: postgres.TransactionSql, table: string, columns: string[], types: Map<string, string>, batch: Array<Array<string | null>>) {
  const casts = columns.map((column) => types.get(column) ?? 'text');
  const tuples = batch.map((_, r) => `(${casts.map((type, c) => `$${r * columns.length + c + 1}::text::${type}`).join(', ')})`);
  try {
    await tx.unsafe(`insert into public.${quoteIdentifier(table)} (${columnList(columns)}) overriding system value values ${tuples.join(', ')}`, batch.flat());
  } catch (error) {
    throw new BackupFileError(`The backup file is damaged: the rows of ${table} could not be loaded (${(error as Error).message}).`);
  }
}

const DAMAGED = 'The backup file is damaged or incomplete: it cannot be decompressed to its end.';

/** The next line, or undefined at the end; a broken gzip stream (damaged, cut short) becomes `message`. */
async function nextLine(lines: AsyncGenerator<string>, message: string): Promise<string | undefined> {
  try {
    const next = await lines.next();
    return next.done ? undefined : next.value;
  } catch {
    throw new BackupFileError(message);
  }
}

/** The trailer's row counts match what was loaded, and the gzip stream ends there, whole. */
async function checkEnd(lines: AsyncGenerator<string>, loaded: Record<string, number>) {
  const trailer = parseJsonLine<BackupTrailer>(await nextLine(lines, DAMAGED), 'last line');
  if ((await nextLine(lines, DAMAGED)) !== undefined) throw new BackupFileError('The backup file is damaged: it goes on after its last line.');
  if (trailer?.end !== true) throw new BackupFileError('The backup file is damaged: its last line is not the end of the backup.');
  for (const [table, count] of Object.entries(loaded)) {
    if (trailer.rows?.[table] !== count) throw new BackupFileError(`The backup file is damaged: table ${table} has ${count} rows, its end line says ${trailer.rows?.[table]}.`);
  }
}
