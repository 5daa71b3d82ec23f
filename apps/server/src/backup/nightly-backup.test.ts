import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { runOnce } from '../jobs/scheduler.js';
import { createLogger, type Logger } from '../logger.js';
import { backupFileName, keepNewestBackups } from './backup-files.js';
import { backupJobs, backupsFolder, nightlyBackupJob } from './nightly-backup.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'promptnest-backups-'));

describe('nightly backups', () => {
  it('name files so that they sort by the time they were taken', () => {
    const names = ['2026-01-02T03:04:05.678Z', '2025-12-31T23:59:59.999Z', '2026-01-02T03:04:06.000Z'].map((at) => backupFileName(new Date(at)));
    expect(names[0]).toBe('promptnest-20260102-030405Z.backup.gz');
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
  });

  it('keep the newest N, clear a killed backup\'s half-written file, and leave every other file alone', () => {
    const dir = tmp();
    const taken = Array.from({ length: 10 }, (_, day) => backupFileName(new Date(Date.UTC(2026, 10, day + 1, 3))));
    for (const name of [...taken].reverse()) writeFileSync(path.join(dir, name), 'x');
    writeFileSync(path.join(dir, 'before-upgrade.backup.gz'), 'kept by hand');
    writeFileSync(path.join(dir, `${taken[0]}.partial`), 'half-written');
    const removed = keepNewestBackups(dir, 7);
    expect(removed).toEqual(taken.slice(0, 3));
    expect(readdirSync(dir).sort()).toEqual([...taken.slice(3), 'before-upgrade.backup.gz'].sort());
  });

  it('run with the bundled database only, unless BACKUP_KEEP is 0', () => {
    const names = (config: { databaseUrl?: string; backupKeep: number }) => backupJobs({ dataDir: tmp(), ...config }, db.handle.sql, createLogger('silent')).map((job) => job.name);
    expect(names({ backupKeep: 7 })).toEqual(['nightly-backup']);
    expect(names({ backupKeep: 0 })).toEqual([]);
    expect(names({ backupKeep: 7, databaseUrl: 'postgres://db.internal/promptnest' })).toEqual([]);
  });

  it('write a backup into DATA_DIR/backups once a day, keep the newest, and say where it went', async () => {
    const dataDir = tmp();
    const folder = backupsFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    const old = [1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day))));
    for (const name of old) writeFileSync(path.join(folder, name), 'old');
    const logged: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const log: Logger = { ...createLogger('silent'), info: (msg, fields) => void logged.push({ msg, fields }) };
    const job = nightlyBackupJob({ sql: db.handle.sql, dataDir, keep: 2, log });

    expect(await runOnce({ db: db.handle.db, log: createLogger('silent') }, job)).toBe(true);
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toBe(old[2]);
    expect(files[1]).toMatch(/^promptnest-\d{8}-\d{6}Z\.backup\.gz$/);
    expect(logged).toEqual([{ msg: 'backup written', fields: expect.objectContaining({ file: path.join(folder, files[1]!), removed: old.slice(0, 2) }) }]);
    // A second tick the same day (or another server on the database) writes nothing more.
    expect(await runOnce({ db: db.handle.db, log: createLogger('silent') }, job)).toBe(false);
    expect(readdirSync(folder)).toHaveLength(2);
  });
});
