import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type postgres from 'postgres';
import { readMigrationLevel, type MigrationLevel } from '../db/migration-level.js';
import { BACKUP_FORMAT, BACKUP_VERSION, END_OF_TABLE, type BackupHeader, type BackupTrailer } from './backup-format.js';
import { columnList, listTables, quoteIdentifier, usePortableTextFormat } from './database-tables.js';

export interface BackupSummary {
  file: string;
  bytes: number;
  level: MigrationLevel;
  rows: Record<string, number>;
}

/**
 * Writes every table of the database to one gzip file, all read in one REPEATABLE READ transaction, so the
 * file is one consistent moment even while the server keeps writing. The file appears under its name only
 * once complete (written beside it, flushed to disk, then renamed).
 */
export async function writeBackup(sql: postgres.Sql, file: string): Promise<BackupSummary> {
  // A folder made for it is private like the file (docs/decisions/0018-backups-and-upgrades.md); an existing one keeps its mode.
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  try {
    const result = await sql.begin('isolation level repeatable read read only', async (tx) => {
      await usePortableTextFormat(tx);
      const level = await readMigrationLevel(tx);
      const tables = await listTables(tx);
      const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), level, tables: tables.map((t) => t.name) };
      await writeTo(gzip, `${JSON.stringify(header)}\n`);
      const rows: Record<string, number> = {};
      for (const table of tables) {
        await writeTo(gzip, `${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
        rows[table.name] = await copyTable(tx, table.name, table.columns, gzip);
        await writeTo(gzip, `${END_OF_TABLE}\n`);
      }
      const trailer: BackupTrailer = { end: true, rows };
      await writeTo(gzip, `${JSON.stringify(trailer)}\n`);
      return { level, rows };
    });
    gzip.end();
    await written;
    await flushToDisk(partial);
    await rename(partial, file);
    return { file: path.resolve(file), bytes: (await stat(file)).size, ...result };
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Streams one table's rows out of COPY into the file; answers how many rows (one line each). The rows are
 * taken as they come, never paused: postgres.js (3.4) pauses its socket when a COPY stream's reader falls
 * behind and, if the end of the COPY arrived in the same packet, never resumes it, hanging the connection.
 * gzip takes the rows as fast as the database sends them, so what waits in memory stays small.
 */
async function copyTable(tx: postgres.TransactionSql, table: string, columns: string[], out: Writable): Promise<number> {
  const stream = await tx.unsafe(`copy public.${quoteIdentifier(table)} (${columnList(columns)}) to stdout`).readable();
  let rows = 0;
  stream.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    out.write(chunk);
  });
  await finished(stream);
  if (out.writableNeedDrain) await once(out, 'drain');
  return rows;
}

async function writeTo(out: Writable, data: string | Buffer): Promise<void> {
  if (!out.write(data)) await once(out, 'drain');
}

async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
