import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTables, type TableShape } from '../src/backup/database-tables.js';
import { restoreBackup } from '../src/backup/restore-backup.js';
import { writeBackup } from '../src/backup/write-backup.js';
import { hashStoredToken, storedResetIdentifier } from '../src/auth/stored-token.js';
import { migrateDatabase, migrationsFolder } from '../src/db/connect.js';
import { readMigrationLevel } from '../src/db/migration-level.js';
import { TestClient } from './client.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from './harness.js';
import { seedOldestRelease } from './oldest-release-rows.js';
import { signedSessionCookie } from './session-cookie.js';

/**
 * The first release had only the first migration (0000_initial: the commit that added the migrations
 * folder to main). A database it left behind must reach today's schema with every row intact
 * (docs/decisions/0018-backups-and-upgrades.md).
 */
const OLDEST_RELEASE_MIGRATIONS = 1;

let db: TestDatabase;
let oldTables: TableShape[];
let before: Record<string, string[]>;
const oldBackup = path.join(mkdtempSync(path.join(os.tmpdir(), 'promptnest-old-backup-')), 'oldest.backup.gz');

/** The committed migrations as that release shipped them: the first files and a journal cut to them. */
function oldestReleaseFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'promptnest-oldest-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, OLDEST_RELEASE_MIGRATIONS);
  for (const entry of journal.entries) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

/** Each table's rows over the given columns, as text, sorted. */
async function readRows(sql: postgres.Sql, tables: TableShape[]): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const columns = table.columns.map((c) => `"${c}"`).join(', ');
    const found = await sql.unsafe<Array<{ row: string }>>(`select row(${columns})::text as row from public."${table.name}" order by 1`);
    rows[table.name] = found.map((r) => r.row);
  }
  return rows;
}

/**
 * The rows as today's schema holds them: the one value an upgrade rewrites is a stored credential, which
 * migration 0016 replaces by its hash, and the Google token it clears (docs/decisions/0018-backups-and-upgrades.md).
 */
function withCredentialsHashed(rows: Record<string, string[]>): Record<string, string[]> {
  const sessions = (rows.sessions ?? []).map((row) => row.replace(/session-token-[\w-]+/, (token) => hashStoredToken(token)));
  const verifications = (rows.verifications ?? []).map((row) => row.replace(/reset-password:([\w-]+)/, (_, token: string) => storedResetIdentifier(token)));
  // Google's tokens are not kept at all: the row stays, its access token is cleared.
  const accounts = (rows.accounts ?? []).map((row) => row.replace(/^(\(a-google,[^,]*,google,[^,]*,)ya29\.token,/, '$1,'));
  return { ...rows, accounts, sessions: sessions.sort(), verifications: verifications.sort() };
}

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  await migrate(drizzle(db.handle.sql), { migrationsFolder: oldestReleaseFolder() });
  oldTables = await listTables(db.handle.sql);
  await seedOldestRelease(db.handle.sql, await hashPassword('old-release-pw'));
  before = await readRows(db.handle.sql, oldTables);
  await writeBackup(db.handle.sql, oldBackup);
  await migrateDatabase(db.handle);
});
afterAll(() => Promise.all([db, ...restored].map((d) => d.drop())));
const restored: TestDatabase[] = [];

describe('upgrading from the oldest release', () => {
  it('starts from data in every table that release had', () => {
    expect(oldTables.length).toBeGreaterThan(5);
    expect(Object.entries(before).filter(([, rows]) => rows.length === 0).map(([table]) => table)).toEqual([]);
  });

  it('keeps every table and column (migrations stay additive) and every row, value for value', async () => {
    const now = new Map((await listTables(db.handle.sql)).map((table) => [table.name, table]));
    for (const table of oldTables) {
      expect(now.get(table.name)?.columns, `${table.name} is still there with all its columns`).toEqual(expect.arrayContaining(table.columns));
    }
    expect(await readRows(db.handle.sql, oldTables)).toEqual(withCredentialsHashed(before));
  });

  it('restores a backup that release took: its schema first, its rows, then today\'s migrations', async () => {
    const target = await createTestDatabase({ empty: true });
    restored.push(target);
    const summary = await restoreBackup(target.url, oldBackup);
    expect(summary.level).toMatchObject({ count: OLDEST_RELEASE_MIGRATIONS, tag: '0000_initial' });
    expect(await readMigrationLevel(target.handle.sql)).toEqual(await readMigrationLevel(db.handle.sql));
    expect(await readRows(target.handle.sql, oldTables)).toEqual(withCredentialsHashed(before));
  });

  it('keeps its people signed in and its reset link working, their tokens now stored hashed', async () => {
    const t = buildTestApp(db);
    expect((await t.app.request('/api/v1/prompts', { headers: { cookie: signedSessionCookie('session-token-zoe', t.deps.config) } })).status).toBe(200);
    expect((await new TestClient(t).post('/api/auth/reset-password/verify', { token: 'token-abc' })).body).toEqual({ valid: true });
  });

  it('serves the old account and library: sign in, list, search, a template found by its variables', async () => {
    const t = buildTestApp(db);
    const client = new TestClient(t);
    expect((await client.post('/api/auth/sign-in', { email: 'zoe@example.com', password: 'old-release-pw' })).status).toBe(200);
    const list = await client.get<{ items: Array<{ title: string; tags: string[]; isTemplate: boolean }> }>('/api/v1/prompts');
    expect(list.body.items.map((p) => p.title).sort()).toEqual(['Meeting notes ✍️', 'Résumé 履歴書', 'Untagged, no description']);
    expect(list.body.items.find((p) => p.title === 'Untagged, no description')?.tags).toEqual([]);
    const found = await client.get<{ items: Array<{ title: string }> }>(`/api/v1/prompts?q=${encodeURIComponent('履歴書')}`);
    expect(found.body.items.map((p) => p.title)).toEqual(['Résumé 履歴書']);
    const templates = await client.get<{ items: Array<{ title: string }> }>('/api/v1/prompts?view=templates');
    expect(templates.body.items.map((p) => p.title)).toEqual(['Meeting notes ✍️']);
  });
});
