import { fileURLToPath } from 'node:url';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle, type PostgresJsDatabase, type PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.js';

export type Database = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };
/** The database or a transaction on it: what a step that may run inside a transaction takes. */
export type Queryable = PgDatabase<PostgresJsQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  url: string;
  db: Database;
  sql: postgres.Sql;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Plan each statement for its own values: a search for a rare word and one for a common word need
    // different plans, and a cached generic plan (chosen after five runs) scans every row of a library.
    connection: { application_name: 'promptnest', plan_cache_mode: 'force_custom_plan' },
  });
  const db = drizzle(sql, { schema }) as Database;
  return { url, db, sql, close: () => sql.end({ timeout: 5 }) };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 7_230_114;

/** Applies the committed migrations; servers starting together wait for each other on an advisory lock. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The lock lives on its own connection, so the pool stays free for the migration itself.
  const lock = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(handle.db, { migrationsFolder });
  } finally {
    await lock.end({ timeout: 5 });
  }
}
