import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type postgres from 'postgres';
import { migrationsFolder } from './connect.js';

/** One committed migration, as drizzle's journal lists it. */
export interface MigrationStep extends MigrationMeta {
  tag: string;
}

/** How far a database's schema has come: how many of the journal's migrations it has, and the last one. */
export interface MigrationLevel {
  count: number;
  tag: string | null;
  when: number | null;
}

/** The committed migrations in order, with drizzle's hash and timestamp for each. */
export function readMigrationSteps(folder = migrationsFolder): MigrationStep[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return readMigrationFiles({ migrationsFolder: folder }).map((meta, index) => ({ ...meta, tag: journal.entries[index]?.tag ?? `#${index}` }));
}

/**
 * The level of the database `tx` reads, from drizzle's bookkeeping table: drizzle applies every migration
 * newer than the last row there, so the last row's timestamp is the level. Unknown timestamps are kept
 * (tag null when this release does not know them) so that a newer database is recognised as newer.
 */
export async function readMigrationLevel(tx: postgres.Sql | postgres.TransactionSql, steps = readMigrationSteps()): Promise<MigrationLevel> {
  const [table] = await tx`select to_regclass('drizzle.__drizzle_migrations') is not null as present`;
  if (!table?.present) return { count: 0, tag: null, when: null };
  const rows = await tx`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`;
  const count = Number(rows[0]?.count ?? 0);
  const when = rows[0]?.last == null ? null : Number(rows[0].last);
  return { count, when, tag: steps.find((step) => step.folderMillis === when)?.tag ?? null };
}

/**
 * Applies the first `count` migrations inside the caller's transaction, exactly as drizzle's migrator does
 * (same statements, same bookkeeping rows), so that a restore can build the backup's schema and load its
 * rows in one transaction that either all happens or not at all. Drizzle's own migrator takes it on from there.
 */
export async function applyMigrationsUpTo(tx: postgres.TransactionSql, count: number, steps = readMigrationSteps()): Promise<void> {
  if (count > steps.length) throw new Error(`This release knows ${steps.length} migrations, not ${count}.`);
  await tx.unsafe('create schema if not exists drizzle');
  await tx.unsafe('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
  for (const step of steps.slice(0, count)) {
    for (const statement of step.sql) if (statement.trim()) await tx.unsafe(statement);
    await tx`insert into drizzle.__drizzle_migrations (hash, created_at) values (${step.hash}, ${step.folderMillis})`;
  }
}
