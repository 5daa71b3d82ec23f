import { StringDecoder } from 'node:string_decoder';
import type { MigrationLevel } from '../db/migration-level.js';

/**
 * A backup is one gzip stream of lines (docs/decisions/0018-backups-and-upgrades.md):
 *   a header (JSON): format, version, when, the schema's migration level, the tables in load order;
 *   per table: a JSON line naming it and its columns, its rows in COPY's text format, then `\.`;
 *   a trailer (JSON) with every table's row count, so a file cut short is recognised as such.
 * COPY's text format escapes newlines and backslashes inside values, so a row is always one line and a
 * value can never read as the `\.` terminator.
 */
export const BACKUP_FORMAT = 'promptnest-backup';
export const BACKUP_VERSION = 1;
export const END_OF_TABLE = '\\.';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  level: MigrationLevel;
  tables: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Splits a byte stream into lines (without their `\n`); the stream's own errors (a bad gzip) pass through. */
export async function* readLines(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of stream) {
    pending += decoder.write(chunk);
    let start = 0;
    let newline = pending.indexOf('\n', start);
    while (newline !== -1) {
      yield pending.slice(start, newline);
      start = newline + 1;
      newline = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending) yield pending;
}

/** Parses one of the file's JSON lines, or says the file is damaged. */
export function parseJsonLine<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new BackupFileError(`The backup file ends before its ${what}: it is incomplete.`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new BackupFileError(`The backup file is damaged: its ${what} cannot be read.`);
  }
}

export function checkHeader(header: Partial<BackupHeader>): BackupHeader {
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError('This is not a PromptNest backup file.');
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
    throw new BackupFileError(`This backup was written in format ${header.version}, newer than this release reads (${BACKUP_VERSION}). Upgrade PromptNest, then restore.`);
  }
  if (!header.level || typeof header.level.count !== 'number' || !Array.isArray(header.tables)) {
    throw new BackupFileError('The backup file is damaged: its header is incomplete.');
  }
  return header as BackupHeader;
}
