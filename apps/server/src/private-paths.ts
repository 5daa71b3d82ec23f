import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the server writes under DATA_DIR is for its own user only (docs/decisions/0018-backups-and-upgrades.md):
 * folders 0700 and files 0600. The outbox holds live sign-in and reset links, the backups every prompt, the
 * secrets sign sessions and open the database.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Group and other bits of a mode. */
const SHARED_BITS = 0o077;

/**
 * DATA_DIR itself, created 0700 when missing. A folder that already exists is the operator's choice (it may
 * be a shared parent such as a home folder) and keeps its mode; what the server puts inside is private.
 */
export function createDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** A folder of the server's own inside DATA_DIR (mail, backups): created 0700, or narrowed to it. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrowMode(dir);
}

/**
 * At start-up: a folder of the server's own left by an older version with wider modes is narrowed, with the
 * files directly in it, so nothing it already holds stays readable by others.
 */
export function makePrivateDirWithFiles(dir: string): void {
  makePrivateDir(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) narrowMode(path.join(dir, entry.name));
  }
}

/**
 * Writes a file readable by the server's user only. The mode given to open applies only when the file is
 * new, so an existing file is narrowed as well.
 */
export function writePrivateFile(file: string, data: string | NodeJS.ArrayBufferView): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  narrowMode(file);
}

function narrowMode(target: string): void {
  const mode = statSync(target).mode & 0o7777;
  if (mode & SHARED_BITS) chmodSync(target, mode & ~SHARED_BITS);
}
