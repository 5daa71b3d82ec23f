import path from 'node:path';
import type postgres from 'postgres';
import type { Config } from '../config.js';
import type { Job } from '../jobs/scheduler.js';
import type { Logger } from '../logger.js';
import { makePrivateDirWithFiles } from '../private-paths.js';
import { backupFileName, keepNewestBackups } from './backup-files.js';
import { writeBackup } from './write-backup.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The nightly backup belongs to the bundled database (with DATABASE_URL, PostgreSQL's own backups and
 * schedule are the operator's), unless BACKUP_KEEP=0 turns it off.
 */
export function backupJobs(config: Pick<Config, 'databaseUrl' | 'backupKeep' | 'dataDir'>, sql: postgres.Sql, log: Logger): Job[] {
  if (config.databaseUrl || config.backupKeep === 0) return [];
  return [nightlyBackupJob({ sql, dataDir: config.dataDir, keep: config.backupKeep, log })];
}

/** Where the bundled database's nightly backups go. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * With the bundled database, a backup a day into DATA_DIR/backups, keeping the newest `keep`
 * (BACKUP_KEEP). It reads through its own connection: the job's transaction only holds the job's lock.
 */
export function nightlyBackupJob(deps: { sql: postgres.Sql; dataDir: string; keep: number; log: Logger }): Job {
  return {
    name: 'nightly-backup',
    everyMs: DAY,
    run: async () => {
      const folder = backupsFolder(deps.dataDir);
      // DATA_DIR/backups is the server's own: one an older version left open is narrowed to 0700, its files to 0600.
      makePrivateDirWithFiles(folder);
      const summary = await writeBackup(deps.sql, path.join(folder, backupFileName()));
      const removed = keepNewestBackups(folder, deps.keep);
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      deps.log.info('backup written', { file: summary.file, bytes: summary.bytes, rows, kept: deps.keep, removed });
    },
  };
}
