import { encodeListCursor, type listPromptsQuerySchema, type PlanId, type PromptListResponse, type SessionUser } from '@promptnest/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connect.js';
import { prepared } from '../../db/prepared.js';
import { prompts } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { getUsage } from './plan-usage.js';
import { cardColumns, isTemplateSql, presentCard, type PromptRow } from './present-prompt.js';
import { parseSearch, searchSql } from './search-terms.js';

/** The app's views, and one more for tools that ask for favourite templates (the MCP server's search). */
type LibraryView = z.output<typeof listPromptsQuerySchema>['view'] | 'favoriteTemplates';
type ListQuery = Omit<z.output<typeof listPromptsQuerySchema>, 'view'> & { view: LibraryView };

/** How many matches (newest edits first) are ranked together; see decision 0004. */
export const SEARCH_WINDOW = 300;

/**
 * One page of the user's library: newest edit first in keyset pages, or, with a search, best match
 * first. Cards carry a content preview, not the whole text.
 */
export async function listPrompts(db: Database, user: SessionUser, plan: PlanId, query: ListQuery): Promise<PromptListResponse> {
  const conditions: SQL[] = [ownActivePrompts(user), ...viewFilters(query.view, query.tag || undefined)];

  const { visibility, hiddenByPlan } = await planVisibility(db, user.id, plan);
  if (visibility) conditions.push(visibility);

  // Decoded and checked by the query schema (core's list-cursor): a bad one never gets this far.
  const cursor = query.cursor;
  const search = parseSearch(query.q);
  if (search) {
    const offset = cursor && 'o' in cursor ? cursor.o : 0;
    // Title matches first, then the other matches ranked within windows of SEARCH_WINDOW, newest edits
    // first: a common word costs the same as a rare one (decisions 0004, 0020). Pages stay consistent
    // because the tier and the window are part of the order.
    const values = { userId: user.id, tag: query.tag || null, tsquery: search.tsquery, phrase: search.phrase, need: offset + query.limit + 1, offset, limit: query.limit + 1 };
    const rows = visibility
      ? await searchQuery(db, conditions, searchSql(search.patterns, search.tsquery || null, search.phrase), values)
      : // The common case (nothing hidden by the plan): a prepared statement per shape of the search.
        await preparedSearch(db, query.view, Boolean(query.tag), search.patterns.length, Boolean(search.tsquery)).execute({
          ...values,
          ...Object.fromEntries(search.patterns.map((pattern, i) => [`pattern${i}`, pattern])),
        });
    const page = rows.slice(0, query.limit);
    return { items: page.map(presentCard), nextCursor: rows.length > query.limit ? encodeListCursor({ o: offset + query.limit }) : null, hiddenByPlan };
  }

  const keyset = cursor && 'u' in cursor ? cursor : undefined;
  if (!visibility) {
    // The common case (nothing hidden by the plan): a prepared statement per shape of the query.
    const rows = await preparedPage(db, query.view, Boolean(query.tag), Boolean(keyset)).execute({
      userId: user.id,
      tag: query.tag || null,
      cursorAt: keyset?.u ?? null,
      cursorId: keyset?.i ?? null,
      limit: query.limit + 1,
    });
    return pageOf(rows, query.limit, hiddenByPlan);
  }
  if (keyset) conditions.push(keysetAfter(keyset.u, keyset.i));
  // Straight down the (user, updated_at, id) index: the preview is cut only for the rows returned.
  const rows = await db
    .select(cardColumns)
    .from(prompts)
    .where(and(...conditions))
    .orderBy(desc(prompts.updatedAt), desc(prompts.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, hiddenByPlan);
}

interface SearchValues {
  need: unknown;
  offset: unknown;
  limit: unknown;
}

/**
 * Title matches first, however old (decision 0020): the newest `need` prompts whose title holds every
 * word, then the other matches ranked within windows of SEARCH_WINDOW, newest edits first (decision 0004).
 * The other matches are read only when the title matches do not fill what the page needs.
 */
function searchQuery(db: Database, conditions: SQL[], search: ReturnType<typeof searchSql>, { need, offset, limit }: SearchValues) {
  const titled = sql`select ${prompts.id} as id, ${prompts.updatedAt} as updated_at from ${prompts} where ${and(...conditions, search.titleHolds)}
    order by ${prompts.updatedAt} desc, ${prompts.id} desc limit ${need}`;
  const titleHits = sql`select t.id, row_number() over (order by t.updated_at desc, t.id desc) - 1 as position from (${titled}) t`;
  // Left for the other matches: how many rows past the title matches the page needs, in whole windows.
  const rest = sql`greatest(${need}::int - (select count(*) from title_hits), 0)`;
  const others = sql`select ${prompts.id} as id, ${prompts.updatedAt} as updated_at, ${prompts.searchVector} as search_vector, ${prompts.title} as title
    from ${prompts} where ${and(...conditions, ...search.conditions, sql`not ${search.titleHolds}`, sql`${rest} > 0`)}
    order by ${prompts.updatedAt} desc, ${prompts.id} desc limit (select ceil(${rest} / ${SEARCH_WINDOW}::numeric)::int * ${SEARCH_WINDOW})`;
  const windowed = sql`select m.id, m.updated_at, (row_number() over (order by m.updated_at desc, m.id desc) - 1) / ${SEARCH_WINDOW} as window_index,
    ${search.rankOf(sql`m.search_vector`, sql`m.title`)} as rank from (${others}) m`;
  const rankedOthers = sql`select w.id, (select count(*) from title_hits) + row_number() over (order by w.window_index, w.rank desc, w.updated_at desc, w.id desc) - 1 as position
    from (${windowed}) w`;
  const ranked = sql`with title_hits as (${titleHits})
    select id, position from title_hits union all select id, position from (${rankedOthers}) o
    order by position offset ${offset} limit ${limit}`;
  return db
    .select(cardColumns)
    .from(prompts)
    .innerJoin(sql`(${ranked}) as ranked`, sql`ranked.id = ${prompts.id}`)
    .orderBy(sql`ranked.position`);
}

function preparedSearch(db: Database, view: ListQuery['view'], hasTag: boolean, terms: number, hasWords: boolean) {
  const name = `search_${view ?? 'all'}_${hasTag ? 'tag' : 'any'}_${terms}_${hasWords ? 'ranked' : 'unranked'}`;
  return prepared(db, name, (q) => {
    const patterns = Array.from({ length: terms }, (_, i) => sql.placeholder(`pattern${i}`));
    const conditions = [ownActivePrompts({ id: sql.placeholder('userId') }), ...viewFilters(view, hasTag ? sql.placeholder('tag') : undefined)];
    const search = searchSql(patterns, hasWords ? sql.placeholder('tsquery') : null, sql.placeholder('phrase'));
    const placeholders = { need: sql.placeholder('need'), offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
    return searchQuery(q, conditions, search, placeholders).prepare(name);
  });
}

function pageOf(rows: PromptRow[], limit: number, hiddenByPlan: number): PromptListResponse {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(presentCard), nextCursor: rows.length > limit && last ? encodeListCursor({ u: last.updatedAt, i: last.id }) : null, hiddenByPlan };
}

const keysetAfter = (at: unknown, id: unknown) => sql`(${prompts.updatedAt}, ${prompts.id}) < (${at}::timestamptz, ${id}::uuid)`;

function viewFilters(view: ListQuery['view'], tag: unknown): SQL[] {
  const filters: SQL[] = [];
  if (view === 'favorites' || view === 'favoriteTemplates') filters.push(eq(prompts.isFavorite, true));
  if (view === 'templates' || view === 'favoriteTemplates') filters.push(isTemplateSql);
  if (view === 'shared') filters.push(eq(prompts.isShared, true));
  if (tag !== undefined) filters.push(sql`${prompts.tags} @> array[${tag}]::text[]`);
  return filters;
}

function preparedPage(db: Database, view: ListQuery['view'], hasTag: boolean, hasCursor: boolean) {
  const name = `list_${view ?? 'all'}_${hasTag ? 'tag' : 'any'}_${hasCursor ? 'after' : 'first'}`;
  return prepared(db, name, (q) =>
    q
      .select(cardColumns)
      .from(prompts)
      .where(
        and(
          ownActivePrompts({ id: sql.placeholder('userId') }),
          ...viewFilters(view, hasTag ? sql.placeholder('tag') : undefined),
          hasCursor ? keysetAfter(sql.placeholder('cursorAt'), sql.placeholder('cursorId')) : undefined,
        ),
      )
      .orderBy(desc(prompts.updatedAt), desc(prompts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

/**
 * docs/decisions/0004-search-and-lists.md: over a limit after a downgrade, nothing is deleted; lists show the newest prompts
 * (and templates) within the limit. Only computed for plans with limits.
 */
async function planVisibility(db: Database, userId: string, plan: PlanId): Promise<{ visibility?: SQL; hiddenByPlan: number }> {
  if (plan === 'max') return { hiddenByPlan: 0 };
  const usage = await getUsage(db, userId, plan);
  const { hiddenByPlan } = usage;
  if (hiddenByPlan === 0) return { hiddenByPlan };
  const promptLimit = usage.prompts.limit ?? 2_147_483_647;
  const templateLimit = usage.templates.limit ?? 2_147_483_647;
  // The inner "prompts" is the subquery's own: its rows are ranked apart from the outer query's.
  const visibility = sql`${prompts.id} in (
    select ranked.id from (
      select ${prompts.id} as id, ${isTemplateSql} as is_tpl,
        row_number() over (partition by ${isTemplateSql} order by ${prompts.createdAt} desc, ${prompts.id} desc) as position
      from ${prompts} where ${ownActivePrompts({ id: userId })}
    ) ranked
    where (ranked.is_tpl and ranked.position <= ${templateLimit}) or (not ranked.is_tpl and ranked.position <= ${promptLimit}))`;
  return { visibility, hiddenByPlan };
}
