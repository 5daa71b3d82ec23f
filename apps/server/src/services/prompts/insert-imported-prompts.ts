import type { ValidImportRow } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';

/** Rows per statement: a few megabytes of JSON each, so no one statement grows without bound. */
const BATCH = 2000;

/**
 * Inserts imported prompts with one statement per 2,000 rows: the rows travel as one JSON parameter that
 * PostgreSQL turns back into records (jsonb_to_recordset), not one round trip per prompt. Dates the file
 * gave are kept; a row without them is new now. Versions are not stored here (see
 * docs/decisions/0017-import-and-export.md).
 */
export async function insertImportedPrompts(tx: Queryable, userId: string, rows: ValidImportRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({
      title: row.title,
      description: row.description,
      content: row.content,
      tags: row.tags,
      is_template: row.isTemplate,
      is_favorite: row.isFavorite,
      credit_name: row.creditName ?? null,
      credit_url: row.creditUrl ?? null,
      created_at: row.createdAt ?? row.updatedAt ?? null,
      updated_at: row.updatedAt ?? row.createdAt ?? null,
    }));
    await tx.execute(sql`
      insert into prompts (user_id, title, description, content, tags, is_template, is_favorite, credit_name, credit_url, created_at, updated_at)
      select ${userId}, r.title, r.description, r.content, r.tags, r.is_template, r.is_favorite, r.credit_name, r.credit_url,
        coalesce(r.created_at, now()), coalesce(r.updated_at, now())
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
        title text, description text, content text, tags text[], is_template boolean, is_favorite boolean,
        credit_name text, credit_url text, created_at timestamptz, updated_at timestamptz)`);
  }
}
