import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { createDataDir, PRIVATE_FILE_MODE } from '../private-paths.js';
import { isProcessAlive } from './process-utils.js';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another PromptNest server (pid ${pid}) is already running with DATA_DIR ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * One server per DATA_DIR when the bundled database is used: the bundled PostgreSQL belongs to
 * the server that started it. A lock left by a killed server (its pid is gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  createDataDir(dataDir);
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid !== undefined && pid !== process.pid && isProcessAlive(pid, 'node')) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

/** The pid of the server (or command) that holds DATA_DIR's lock, if it is running. */
export function lockHolder(dataDir: string): number | undefined {
  const pid = readPid(path.join(dataDir, 'server.pid'));
  return pid !== undefined && pid !== process.pid && isProcessAlive(pid, 'node') ? pid : undefined;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
