import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';
import { readEveryRow, seedEveryTable } from '../../test/seed-every-table.js';
import { TestClient } from '../../test/client.js';
import { readMigrationLevel, readMigrationSteps } from '../db/migration-level.js';
import { BackupFileError } from './backup-format.js';
import { listTables } from './database-tables.js';
import { restoreBackup, RestoreRefusedError } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'promptnest-backup-'));
const backupFile = path.join(folder, 'instance.backup.gz');
let source: TestDatabase;
let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedEveryTable>>;
const databases: TestDatabase[] = [];

async function emptyDatabase() {
  const db = await createTestDatabase({ empty: true });
  databases.push(db);
  return db;
}

/** The backup file rewritten: its lines (decompressed) changed by `edit`, compressed again. */
function rewrite(edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
  const file = path.join(folder, `edited-${databases.length}-${Math.random()}.gz`);
  writeFileSync(file, gzipSync(edit(lines).join('\n')));
  return file;
}

async function waitFor(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function tableCount(db: TestDatabase) {
  return (await listTables(db.handle.sql)).length;
}

beforeAll(async () => {
  source = await createTestDatabase();
  t = buildTestApp(source);
  seeded = await seedEveryTable(t);
  await writeBackup(source.handle.sql, backupFile);
});
afterAll(async () => {
  await Promise.all([source, ...databases].map((db) => db.drop()));
});

describe('backup and restore of the whole instance', () => {
  it('restores every table row for row into a fresh database, and the restored instance works', async () => {
    const before = await readEveryRow(source.handle.sql);
    const empties = Object.entries(before).filter(([, rows]) => rows.length === 0).map(([table]) => table);
    expect(empties, 'tables the seed leaves empty (seed them in test/seed-every-table.ts)').toEqual([]);

    const target = await emptyDatabase();
    const summary = await restoreBackup(target.url, backupFile);
    expect(Object.keys(summary.rows).sort()).toEqual(Object.keys(before).sort());
    expect(await readEveryRow(target.handle.sql)).toEqual(before);
    expect(await readMigrationLevel(target.handle.sql)).toEqual(await readMigrationLevel(source.handle.sql));

    // Same password, same library: the user signs in on the restored database and finds their prompts.
    const restored = buildTestApp(target);
    const client = new TestClient(restored);
    expect((await client.post('/api/auth/sign-in', { email: seeded.email, password: 'correct-horse' })).status).toBe(200);
    const list = await client.get<{ items: Array<{ title: string }> }>('/api/v1/prompts');
    expect(list.body.items.map((p) => p.title).sort()).toEqual(seeded.titles.filter((title) => title !== 'Trashed').sort());
    const found = await client.get<{ items: Array<{ title: string }> }>(`/api/v1/prompts?q=${encodeURIComponent('提示')}`);
    expect(found.body.items).toHaveLength(1);
  });

  it('is one moment: rows committed while it runs are not in it, even where a table read later would see them', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const writer = postgres(db.url, { max: 1, onnotice: () => {} });
    const file = path.join(folder, 'moment.backup.gz');
    let backup: Promise<unknown> | undefined;
    // Hold the table the backup reads right after users, so it waits there, between users and prompts.
    const order = (await listTables(db.handle.sql)).map((table) => table.name);
    const held = order[order.indexOf('users') + 1]!;
    expect(order.indexOf(held)).toBeLessThan(order.indexOf('prompts'));
    await writer.begin(async (tx) => {
      await tx.unsafe(`lock table "${held}" in access exclusive mode`);
      backup = writeBackup(db.handle.sql, file);
      await waitFor(async () => (await db.handle.sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like ${`copy public."${held}"%`}`).length > 0);
      await tx`insert into users (id, email) values ('late-user', 'late@example.com')`;
      await tx`insert into prompts (user_id, title, content) values ('late-user', 'Written during the backup', 'x')`;
    });
    await backup;
    await writer.end();
    const target = await emptyDatabase();
    const restored = await restoreBackup(target.url, file);
    expect(restored.rows).toMatchObject({ users: 0, prompts: 0 });
    expect((await db.handle.sql`select count(*)::int as n from prompts`)[0]?.n).toBe(1);
  });

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    const before = await readEveryRow(source.handle.sql);
    await expect(restoreBackup(source.url, backupFile)).rejects.toThrow(/^The database is not empty: it already has \d+ tables/);
    expect(await readEveryRow(source.handle.sql)).toEqual(before);
  });

  it('refuses a damaged or cut-short file and writes nothing', async () => {
    const bytes = readFileSync(backupFile);
    const truncated = path.join(folder, 'truncated.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    const corrupt = path.join(folder, 'corrupt.gz');
    writeFileSync(corrupt, flipped);
    const lastRowGone = rewrite((lines) => lines.filter((line) => !line.includes('failed_login')));
    const extraValue = rewrite((lines) => lines.map((line) => (line.includes('cus_123') ? line.replace(/\t/, '\tnot-a-column\t') : line)));
    const badDate = rewrite((lines) => lines.map((line) => (line.includes('cus_123') ? line.replace(/\t[^\t]*$/, '\tlast Tuesday') : line)));
    const notABackup = path.join(folder, 'notes.txt');
    writeFileSync(notABackup, 'shopping list');

    for (const file of [truncated, corrupt, lastRowGone, extraValue, badDate, notABackup]) {
      const target = await emptyDatabase();
      await expect(restoreBackup(target.url, file), file).rejects.toThrow(BackupFileError);
      expect(await tableCount(target)).toBe(0);
      expect(await readMigrationLevel(target.handle.sql)).toMatchObject({ count: 0 });
    }
  });

  it('refuses a backup from a newer release and says to upgrade first', async () => {
    const steps = readMigrationSteps();
    const newer = rewrite(([header, ...rest]) => {
      const parsed = JSON.parse(header!);
      parsed.level = { count: steps.length + 1, tag: '9999_future', when: steps.at(-1)!.folderMillis + 1000 };
      return [JSON.stringify(parsed), ...rest];
    });
    const target = await emptyDatabase();
    const refusal = restoreBackup(target.url, newer);
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/newer PromptNest: its database is at migration 9999_future .* Upgrade PromptNest, then restore/);
    expect(await tableCount(target)).toBe(0);
  });

  it('says plainly when the file is missing', async () => {
    const target = await emptyDatabase();
    await expect(restoreBackup(target.url, path.join(folder, 'nope.gz'))).rejects.toThrow(/^There is no file .*nope\.gz/);
  });
});
