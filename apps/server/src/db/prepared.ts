import type { Database } from './connect.js';

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query of the hot path, built once per database handle and run as a prepared statement: drizzle
 * builds no SQL per request, and PostgreSQL plans it once per connection (measured: building the SQL
 * was a fifth of the server's CPU time under load). Only for queries outside transactions.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let forDb = cache.get(db);
  if (!forDb) {
    forDb = new Map();
    cache.set(db, forDb);
  }
  let query = forDb.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    forDb.set(name, query);
  }
  return query;
}
