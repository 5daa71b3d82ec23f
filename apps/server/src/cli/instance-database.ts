import type { Config } from '../config.js';
import { runningBundledPostgresUrl, startBundledPostgres } from '../db/bundled-postgres.js';
import { lockDataDir, lockHolder } from '../db/data-dir-lock.js';
import type { Logger } from '../logger.js';

/** A command cannot go on; its message says what to do instead. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

export interface InstanceDatabase {
  url: string;
  /** Where the data lives, for the command's messages. */
  where: string;
  isBundled: boolean;
  close(): Promise<void>;
}

/**
 * The database of this instance, for a command run beside (or instead of) the server: DATABASE_URL; or the
 * bundled PostgreSQL of the server running on DATA_DIR, reached through its own port (a second postgres on
 * one folder would corrupt it); or, when no server runs, the bundled PostgreSQL started for the command,
 * holding DATA_DIR's lock so that no server starts meanwhile. `whileServerRuns: 'refuse'` is for commands
 * that must have the database to themselves.
 */
export async function openInstanceDatabase(config: Config, log: Logger, options: { whileServerRuns: 'connect' | 'refuse' }): Promise<InstanceDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, where: `the database at DATABASE_URL (${hostOf(config.databaseUrl)})`, isBundled: false, close: async () => {} };
  }
  const where = `the bundled database in ${config.dataDir}`;
  const holder = lockHolder(config.dataDir);
  if (holder !== undefined) {
    if (options.whileServerRuns === 'refuse') {
      throw new CommandError(`PromptNest is running with DATA_DIR ${config.dataDir} (pid ${holder}). Stop it first, then run this again.`);
    }
    const url = runningBundledPostgresUrl(config.dataDir);
    if (!url) throw new CommandError(`PromptNest (pid ${holder}) is still starting with DATA_DIR ${config.dataDir}. Try again in a moment.`);
    return { url, where, isBundled: true, close: async () => {} };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const bundled = await startBundledPostgres(config.dataDir, log);
    return {
      url: bundled.url,
      where,
      isBundled: true,
      close: async () => {
        await bundled.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function hostOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}
