import type postgres from 'postgres';

type Reader = postgres.Sql | postgres.TransactionSql;

/** A table of the application's schema with the columns a backup carries (generated ones regenerate). */
export interface TableShape {
  name: string;
  columns: string[];
}

/**
 * Every table in schema `public`, read from the database itself (so a table added by any migration is
 * included without anyone listing it), parents before the tables whose foreign keys point at them.
 */
export async function listTables(tx: Reader): Promise<TableShape[]> {
  const rows = await tx<Array<{ name: string; columns: string[] }>>`
    select c.relname as name,
      array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    group by c.relname
    order by c.relname`;
  const edges = await tx<Array<{ child: string; parent: string }>>`
    select distinct child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`;
  return orderByDependencies(rows.map((row) => ({ name: row.name, columns: row.columns ?? [] })), edges);
}

/** Topological order: a table comes after every table it references. */
export function orderByDependencies(tables: TableShape[], edges: Array<{ child: string; parent: string }>): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`The tables' foreign keys form a cycle through ${name}.`);
    visiting.add(name);
    for (const edge of edges) if (edge.child === name && byName.has(edge.parent)) visit(edge.parent);
    visiting.delete(name);
    placed.add(name);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  return ordered;
}

/** Each column's type as SQL writes it (`text[]`, `timestamp with time zone`), to cast restored text back. */
export async function columnTypes(tx: postgres.TransactionSql, table: string): Promise<Map<string, string>> {
  const rows = await tx<Array<{ name: string; type: string }>>`
    select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
    where a.attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and a.attnum > 0 and not a.attisdropped`;
  return new Map(rows.map((row) => [row.name, row.type]));
}

/** Serial and identity columns get their sequences moved past the restored rows. */
export async function advanceSequences(tx: postgres.TransactionSql, tables: TableShape[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const [row] = await tx`select pg_get_serial_sequence(${`public.${quoteIdentifier(table.name)}`}, ${column}) as sequence`;
      if (!row?.sequence) continue;
      await tx.unsafe(
        `select setval($1, coalesce((select max(${quoteIdentifier(column)}) from public.${quoteIdentifier(table.name)}), 0) + 1, false)`,
        [row.sequence],
      );
    }
  }
}

/**
 * COPY writes dates, intervals and floats as the session's settings say: pin them (as pg_dump does), so a
 * file written on a server set to another DateStyle or time zone reads back to the same values anywhere.
 */
export async function usePortableTextFormat(tx: postgres.TransactionSql): Promise<void> {
  for (const setting of ["datestyle = 'ISO, YMD'", "intervalstyle = 'postgres'", "timezone = 'UTC'", 'extra_float_digits = 3', "client_encoding = 'UTF8'"]) {
    await tx.unsafe(`set local ${setting}`);
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function columnList(columns: string[]): string {
  return columns.map(quoteIdentifier).join(', ');
}
