import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyBackupJob } from '../src/backup/nightly-backup.js';
import { loadConfig } from '../src/config.js';
import { startBundledPostgres } from '../src/db/bundled-postgres.js';
import { lockDataDir } from '../src/db/data-dir-lock.js';
import { createLogger } from '../src/logger.js';
import { createMailer } from '../src/mail/mailer.js';
import { passwordResetMail } from '../src/mail/messages.js';
import { createTestDatabase, type TestDatabase } from './harness.js';

/**
 * Secrets at rest (docs/decisions/0018-backups-and-upgrades.md): everything the server creates under DATA_DIR
 * is its own user's alone. Each part that writes there runs on a fresh DATA_DIR (the configuration's secret,
 * the lock, the bundled PostgreSQL, the outbox with a sent mail, a nightly backup), some over folders an older
 * version left open, and then the whole tree is walked.
 */
const parent = mkdtempSync(path.join(os.tmpdir(), 'promptnest-modes-'));
const dataDir = path.join(parent, 'data');
const log = createLogger('silent');
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Every folder and file under `dir` (itself included), with its permission bits. */
function walk(dir: string): Array<{ file: string; mode: number; isDir: boolean }> {
  const stat = lstatSync(dir);
  const here = { file: dir, mode: stat.mode & 0o777, isDir: stat.isDirectory() };
  if (!here.isDir) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => walk(path.join(dir, name)))];
}

const octal = (mode: number) => `0${mode.toString(8)}`;

describe('DATA_DIR at rest', () => {
  it('holds nothing that another user of the machine may read or change', { timeout: 180_000 }, async () => {
    // The configuration creates DATA_DIR and, with AUTH_SECRET unset, its secret.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret.length).toBeGreaterThanOrEqual(32);
    const unlock = lockDataDir(dataDir);

    const bundled = await startBundledPostgres(dataDir, log);
    await bundled.stop();

    // An outbox and backups left open by an older version (0755 folders, 0644 files): narrowed at start.
    for (const folder of ['mail', 'backups']) {
      mkdirSync(path.join(dataDir, folder), { mode: 0o755 });
      chmodSync(path.join(dataDir, folder), 0o755);
    }
    writeFileSync(path.join(dataDir, 'mail', 'old-reset.eml'), 'reset link', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'backups', 'promptnest-20260101-000000Z.backup.gz'), 'old backup', { mode: 0o644 });

    const mailer = createMailer({ from: 'PromptNest <no-reply@example.com>', dataDir, log });
    await mailer.send(passwordResetMail('ada@example.com', 'http://localhost:3000/auth?type=recovery&token=live'));
    await nightlyBackupJob({ sql: db.handle.sql, dataDir, keep: 7, log }).run(db.handle.db);

    const tree = walk(dataDir);
    const names = tree.map((entry) => path.relative(dataDir, entry.file));
    for (const made of ['auth-secret', 'server.pid', 'postgres-password', 'postgres/PG_VERSION', 'mail/old-reset.eml', 'backups/promptnest-20260101-000000Z.backup.gz']) {
      expect(names).toContain(made);
    }
    expect(names.filter((name) => /^mail\/.+-ada@example\.com\.eml$/.test(name))).toHaveLength(1);
    expect(names.filter((name) => /^backups\/promptnest-.+\.backup\.gz$/.test(name))).toHaveLength(2);

    // The one exception: run as root, the bundled PostgreSQL runs as the "postgres" user, which must pass
    // through DATA_DIR to reach its cluster: search (x) for others on DATA_DIR itself, never read or write.
    const runsAsAnotherUser = process.getuid?.() === 0;
    for (const entry of tree) {
      const allowed = entry.file === dataDir && runsAsAnotherUser ? 0o001 : 0;
      expect(octal(entry.mode & 0o077 & ~allowed), `${path.relative(parent, entry.file)} is ${octal(entry.mode)}`).toBe('00');
    }
    expect(statSync(path.join(dataDir, 'mail')).mode & 0o777).toBe(0o700);
    unlock();
  });
});
