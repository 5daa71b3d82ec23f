import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from './harness.js';
import { createPromptAs } from './prompt-factory.js';
import { readEveryRow } from './seed-every-table.js';

/**
 * `npm run backup` and `npm run restore FILE` as an operator types them: against DATABASE_URL, and with the
 * bundled database, both while the server runs (the backup reads the running database; a restore is
 * refused) and while it does not (each command starts the bundled PostgreSQL itself).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'promptnest-commands-'));
const databases: TestDatabase[] = [];
let source: TestDatabase;

function npm(args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env } });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
});
afterAll(() => Promise.all(databases.map((db) => db.drop())));

describe('npm run backup and npm run restore', () => {
  it('with DATABASE_URL: back up, restore into an empty database, refuse a full one', { timeout: 120_000 }, async () => {
    source = await createTestDatabase();
    const target = await createTestDatabase({ empty: true });
    databases.push(source, target);
    const t = buildTestApp(source);
    const user = await createUser(t);
    await createPromptAs(user.client, { title: 'Kept through the backup', content: 'Hello {{name}}', tags: ['é'] });

    const file = path.join(folder, 'external.backup.gz');
    const backup = npm(['backup', '--', file], { DATABASE_URL: source.url });
    expect(backup.out).toContain(`Written to ${file}`);
    expect(backup.status).toBe(0);

    const restore = npm(['restore', file], { DATABASE_URL: target.url });
    expect(restore.out).toMatch(/Restored \d+ rows in \d+ tables into the database at DATABASE_URL/);
    expect(restore.status).toBe(0);
    expect(await readEveryRow(target.handle.sql)).toEqual(await readEveryRow(source.handle.sql));

    const again = npm(['restore', file], { DATABASE_URL: target.url });
    expect(again.status).toBe(1);
    expect(again.out).toMatch(/The database is not empty.*Create a new, empty database/s);
    expect(npm(['restore'], { DATABASE_URL: target.url }).out).toContain('Usage: npm run restore FILE');
  });

  it('with the bundled database: restore into a new DATA_DIR, back up while the server runs, refuse to restore under it', { timeout: 180_000 }, async () => {
    const dataDir = path.join(folder, 'data');
    const file = path.join(folder, 'external.backup.gz');
    const restore = npm(['restore', file], { DATA_DIR: dataDir });
    expect(restore.out).toContain(`into the bundled database in ${dataDir}`);
    expect(restore.status).toBe(0);

    // No server: the backup starts the bundled PostgreSQL itself, and stops it again.
    const offline = npm(['backup', '--', path.join(folder, 'offline.backup.gz')], { DATA_DIR: dataDir });
    expect(offline.status).toBe(0);

    const port = await freePort();
    const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn', BACKUP_KEEP: '0' }, stdio: 'ignore' });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!(await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false))) {
        if (Date.now() > deadline) throw new Error('server did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const online = npm(['backup', '--', folder], { DATA_DIR: dataDir });
      expect(online.out).toMatch(/Written to .*promptnest-\d{8}-\d{6}Z\.backup\.gz/);
      expect(online.status).toBe(0);
      const refused = npm(['restore', file], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.out).toContain(`PromptNest is running with DATA_DIR ${dataDir}`);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }

    // The bundled database held, before the server started, exactly the rows of the database backed up first.
    const check = await createTestDatabase({ empty: true });
    databases.push(check);
    expect(npm(['restore', path.join(folder, 'offline.backup.gz')], { DATABASE_URL: check.url }).status).toBe(0);
    expect(await readEveryRow(check.handle.sql)).toEqual(await readEveryRow(source.handle.sql));
  });
});
