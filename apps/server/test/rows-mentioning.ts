import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';

/** Every table column in which some row's text or JSON mentions one of `needles`, with how many rows. */
export async function rowsMentioning(t: TestApp, ...needles: string[]): Promise<string[]> {
  const columns = await t.deps.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [hit] = await t.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      );
      if (hit && hit.n > 0) found.push(`${table}.${column} (${hit.n})`);
    }
  }
  return found;
}
