// npm run backup [FILE or FOLDER]: one consistent snapshot of every table into one gzip file.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { backupFileName } from '../backup/backup-files.js';
import { writeBackup } from '../backup/write-backup.js';
import { openInstanceDatabase } from './instance-database.js';
import { formatBytes, runCommand } from './run-command.js';

await runCommand(async (config, log) => {
  const target = process.argv[2] ?? '.';
  const file = existsSync(target) && statSync(target).isDirectory() ? path.join(target, backupFileName()) : target;
  // A running server keeps its database: the backup reads it through a connection of its own.
  const database = await openInstanceDatabase(config, log, { whileServerRuns: 'connect' });
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const summary = await writeBackup(sql, file);
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const tables = Object.keys(summary.rows).length;
    console.log(`Backed up ${database.where}: ${rows} rows in ${tables} tables (schema ${summary.level.tag ?? 'empty'}).`);
    const relative = path.relative(process.cwd(), summary.file);
    const shown = relative.startsWith('..') ? summary.file : relative;
    console.log(`Written to ${summary.file} (${formatBytes(summary.bytes)}). Restore it with: npm run restore ${shown}`);
  } finally {
    await sql.end({ timeout: 5 });
    await database.close();
  }
});
