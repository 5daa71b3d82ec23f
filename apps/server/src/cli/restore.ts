// npm run restore FILE: loads a backup into an empty database, then migrates it to this release's schema.
import { restoreBackup, RestoreRefusedError } from '../backup/restore-backup.js';
import { CommandError, openInstanceDatabase } from './instance-database.js';
import { runCommand } from './run-command.js';

await runCommand(async (config, log) => {
  const file = process.argv[2];
  if (!file) throw new CommandError('Which backup? Usage: npm run restore FILE (a file written by npm run backup).');
  // A restore needs the database to itself: with the bundled one, no server may be running.
  const database = await openInstanceDatabase(config, log, { whileServerRuns: 'refuse' });
  try {
    const summary = await restoreBackup(database.url, file);
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(summary.rows).length} tables into ${database.where}, and brought it up to this release's schema.`);
    console.log('Start PromptNest as usual (npm start).');
  } catch (error) {
    if (error instanceof RestoreRefusedError && error.message.startsWith('The database is not empty')) {
      const how = database.isBundled
        ? `Restore into a new folder instead, e.g. DATA_DIR=./data-restored npm run restore ${file}, then start with that DATA_DIR (or move ${config.dataDir} aside first).`
        : 'Create a new, empty database (createdb promptnest_restored), point DATABASE_URL at it, and run the restore again.';
      throw new RestoreRefusedError(`${error.message} ${how}`);
    }
    throw error;
  } finally {
    await database.close();
  }
});
