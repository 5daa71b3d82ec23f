import type { ValidImportRow } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';
import { slugOf } from './name-slug.js';

/** Rows per statement: a few megabytes of JSON each, so no one statement grows without bound. */
const BATCH = 2000;

function toRecord(row: ValidImportRow) {
  return {
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
    is_template: row.isTemplate,
    is_favorite: row.isFavorite,
    credit_name: row.creditName ?? null,
    credit_url: row.creditUrl ?? null,
    name_slug: slugOf(row.title),
    created_at: row.createdAt ?? row.updatedAt ?? null,
    updated_at: row.updatedAt ?? row.createdAt ?? null,
    versions: row.versions.map((version) => ({
      title: version.title,
      description: version.description,
      content: version.content,
      tags: version.tags,
      is_template: version.isTemplate,
      created_at: version.createdAt,
    })),
  };
}

/**
 * Inserts imported prompts and their past versions with one statement per 2,000 rows: the rows travel as
 * one JSON parameter that PostgreSQL turns back into records (jsonb_to_recordset), not one round trip per
 * prompt. Dates the file gave are kept; a row without them is new now.
 *
 * The trigger of migration 0012 keeps each new prompt's current state as an 'import' version (the import
 * names the reason). The file's versions go in beside it, also 'import', with their own created_at and,
 * like the trigger, the fields changed and words added and removed since the version before. Their
 * saved_at (the history's order) is their date, nudged by a microsecond where the file's dates tie or
 * run backwards, and kept before the import itself, so the history reads oldest to newest as the file
 * listed it and ends with the import (docs/decisions/0017-import-and-export.md). A new prompt is paired
 * with its row by title and content, which an import never repeats (duplicates are skipped).
 */
export async function insertImportedPrompts(tx: Queryable, userId: string, rows: ValidImportRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(toRecord);
    await tx.execute(sql`
      with r as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          title text, description text, content text, tags text[], is_template boolean, is_favorite boolean,
          credit_name text, credit_url text, name_slug text, created_at timestamptz, updated_at timestamptz, versions jsonb)
      ),
      inserted as (
        insert into prompts (user_id, title, description, content, tags, is_template, is_favorite, credit_name, credit_url, name_slug, created_at, updated_at)
        select ${userId}, r.title, r.description, r.content, r.tags, r.is_template, r.is_favorite, r.credit_name, r.credit_url, r.name_slug,
          coalesce(r.created_at, now()), coalesce(r.updated_at, now())
        from r
        returning id, title, content
      ),
      v as (
        select i.id as prompt_id, x.*,
          lag(x.title) over w as prev_title, lag(x.description) over w as prev_description, lag(x.content) over w as prev_content,
          lag(x.tags) over w as prev_tags, lag(x.is_template) over w as prev_is_template, lag(x.ord) over w as prev_ord,
          max(x.created_at - x.ord * interval '1 microsecond') over w + x.ord * interval '1 microsecond' as in_order,
          count(*) over (partition by i.id) as total
        from inserted i
        join r on r.title = i.title and r.content = i.content
        cross join lateral rows from (jsonb_to_recordset(r.versions) as (
          title text, description text, content text, tags text[], is_template boolean, created_at timestamptz)
        ) with ordinality as x(title, description, content, tags, is_template, created_at, ord)
        window w as (partition by i.id order by x.ord)
      )
      insert into prompt_versions (prompt_id, reason, title, description, content, tags, is_template, created_at, saved_at, changed, words_added, words_removed)
      select v.prompt_id, 'import', v.title, v.description, v.content, v.tags, v.is_template, v.created_at,
        least(v.in_order, now() - (v.total - v.ord + 1) * interval '1 microsecond'),
        case when v.prev_ord is null then '{}'::text[] else array_remove(array[
          case when v.title is distinct from v.prev_title then 'title' end,
          case when v.description is distinct from v.prev_description then 'description' end,
          case when v.content is distinct from v.prev_content then 'content' end,
          case when v.tags is distinct from v.prev_tags then 'tags' end,
          case when v.is_template is distinct from v.prev_is_template then 'isTemplate' end
        ], null) end,
        coalesce(w.added, 0), coalesce(w.removed, 0)
      from v
      left join lateral promptnest_word_changes(v.prev_content, v.content) as w
        on v.prev_ord is not null and v.content is distinct from v.prev_content`);
  }
}
