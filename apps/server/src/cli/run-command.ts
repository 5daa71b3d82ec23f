import 'dotenv/config';
import { loadConfigOrExit, type Config } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { createLogger, type Logger } from '../logger.js';
import { BackupFileError } from '../backup/backup-format.js';
import { RestoreRefusedError } from '../backup/restore-backup.js';
import { CommandError } from './instance-database.js';

/**
 * Runs a command-line tool with the server's configuration (environment and `.env`). An expected refusal
 * prints its message alone and exits 1; anything else prints the error and exits 2.
 */
export async function runCommand(body: (config: Config, log: Logger) => Promise<void>): Promise<void> {
  const config = loadConfigOrExit();
  // The command speaks for itself; the bundled database's own log only matters when something fails.
  const log = createLogger(config.logLevel === 'debug' ? 'debug' : 'error');
  try {
    await body(config, log);
  } catch (error) {
    const expected = [CommandError, BackupFileError, RestoreRefusedError, DataDirInUseError].some((kind) => error instanceof kind);
    console.error(expected ? (error as Error).message : error);
    process.exit(expected ? 1 : 2);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
