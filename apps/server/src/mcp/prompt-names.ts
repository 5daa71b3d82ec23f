import type { SessionUser } from '@promptnest/core';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { prepared } from '../db/prepared.js';
import { prompts } from '../db/schema/index.js';
import { ownActivePrompts } from '../policies/prompt-policy.js';
import { slugOf } from '../services/prompts/name-slug.js';

const hexOf = (id: string) => id.replace(/-/g, '');

/** Prompts named in one go from which the table's statistics are refreshed at once. */
const LARGE_NAMING = 1000;

/**
 * Writes the slug of every prompt of the user that has none yet: prompts written before names were kept
 * with the title (migration 0015), and titles changed by a write that sent no name (a trigger forgets the slug
 * then). Most calls find none and cost one index probe. Otherwise one request names them, under a lock per
 * user, and requests arriving meanwhile wait for it instead of writing the same rows again.
 */
async function nameNewPrompts(db: Database, userId: string, known?: { anyUnnamed: boolean }): Promise<void> {
  const unnamed = and(eq(prompts.userId, userId), isNull(prompts.nameSlug));
  const anyUnnamed = known?.anyUnnamed ?? (await db.select({ id: prompts.id }).from(prompts).where(unnamed).limit(1)).length > 0;
  if (!anyUnnamed) return;
  const namedCount = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-names:${userId}`}))`);
    const rows = await tx.select({ id: prompts.id, title: prompts.title }).from(prompts).where(unnamed);
    if (rows.length === 0) return 0;
    const named = JSON.stringify(rows.map((row) => ({ id: row.id, title: row.title, slug: slugOf(row.title) })));
    await tx.execute(sql`
      update ${prompts} set name_slug = v.slug
      from jsonb_to_recordset(${named}::jsonb) as v(id uuid, title text, slug text)
      where ${prompts.id} = v.id and ${prompts.title} = v.title and ${prompts.nameSlug} is null`);
    return rows.length;
  });
  // After naming a large library at once, the planner's statistics still say most names are missing, and it
  // would answer the probe above by reading the whole library until autovacuum analyzes the table (a minute or
  // more): analyzed now, once.
  if (namedCount >= LARGE_NAMING) await db.execute(sql`analyze ${prompts}`);
}

/**
 * The oldest of the user's prompts with this slug (the one with the bare name), and whether any of the user's
 * prompts still waits for its name (the probe of `nameNewPrompts`), in one prepared query: the hot path of
 * `prompts/get`.
 */
const namedPromptQuery = (db: Database) =>
  prepared(db, 'mcp_named_prompt', (q) =>
    q
      .select({
        id: prompts.id,
        title: prompts.title,
        description: prompts.description,
        content: prompts.content,
        anyUnnamed: sql<boolean>`exists (select 1 from ${prompts} unnamed where unnamed.user_id = ${sql.placeholder('userId')} and unnamed.name_slug is null)`,
      })
      .from(prompts)
      .where(and(ownActivePrompts({ id: sql.placeholder('userId') }), eq(prompts.nameSlug, sql.placeholder('name'))))
      .orderBy(asc(prompts.createdAt), asc(prompts.id))
      .limit(1)
      .prepare('mcp_named_prompt'),
  );

/**
 * The prompt is the oldest of the user's library with its slug: it has the bare name. The outer row is
 * named in full: in a one-table select drizzle writes its columns unqualified, which inside this subquery
 * would mean the inner table's.
 */
const isOldestWithSlug = sql<boolean>`not exists (
  select 1 from ${prompts} older where older.user_id = "prompts"."user_id" and older.deleted_at is null
    and older.name_slug = "prompts"."name_slug" and (older.created_at, older.id) < ("prompts"."created_at", "prompts"."id"))`;

export interface NamedPrompt {
  id: string;
  name: string;
  title: string;
  description: string;
  content: string;
}

/**
 * One page of the user's prompts with their MCP names, favourites first, then the newest edit
 * (docs/decisions/0014-mcp-server.md). A name is the slug of the title; when titles share a slug, the
 * oldest prompt keeps it and each other one adds the start of its id, so a name changes only with its
 * own title. `more` says whether a later page exists.
 */
export async function namedPromptsPage(db: Database, user: SessionUser, offset: number, limit: number): Promise<{ page: NamedPrompt[]; more: boolean }> {
  await nameNewPrompts(db, user.id);
  const rows = await db
    .select({ id: prompts.id, title: prompts.title, description: prompts.description, content: prompts.content, slug: prompts.nameSlug, isOldest: isOldestWithSlug })
    .from(prompts)
    .where(ownActivePrompts(user))
    .orderBy(desc(prompts.isFavorite), desc(prompts.updatedAt), desc(prompts.id))
    .offset(offset)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  // A suffixed name a real title already has as its slug ("Report 9f3a2b"): the whole id tells them apart.
  const suffixed = page.filter((row) => !row.isOldest).map((row) => `${row.slug ?? slugOf(row.title)}-${hexOf(row.id).slice(0, 6)}`);
  const clashing = new Set(
    suffixed.length === 0
      ? []
      : (await db.select({ slug: prompts.nameSlug }).from(prompts).where(and(ownActivePrompts(user), inArray(prompts.nameSlug, suffixed)))).map((row) => row.slug),
  );
  return {
    page: page.map((row) => {
      const slug = row.slug ?? slugOf(row.title);
      const short = `${slug}-${hexOf(row.id).slice(0, 6)}`;
      const name = row.isOldest ? slug : clashing.has(short) ? `${slug}-${hexOf(row.id)}` : short;
      return { id: row.id, name, title: row.title, description: row.description, content: row.content };
    }),
    more: rows.length > limit,
  };
}

/** The user's prompt with this MCP name, or null: the oldest with the slug, or the one the id suffix names. */
export async function findNamedPrompt(db: Database, user: SessionUser, name: string): Promise<NamedPrompt | null> {
  const findBare = () => namedPromptQuery(db).execute({ userId: user.id, name });
  // The usual call costs one query: the prompt, and whether naming is due, together. When naming is due, the
  // prompts are named and the name looked up again. When nothing has the name, it is looked up again after
  // naming whatever is unnamed, whether or not anything was: a request naming the library meanwhile may have
  // committed the name between this lookup and the probe (seen with six calls at once on an unnamed library).
  let [bare] = await findBare();
  if (!bare || bare.anyUnnamed) {
    await nameNewPrompts(db, user.id, bare ? { anyUnnamed: true } : undefined);
    [bare] = await findBare();
  }
  if (bare) return { id: bare.id, title: bare.title, description: bare.description, content: bare.content, name };
  const suffix = /^(.+)-([0-9a-f]{6}|[0-9a-f]{32})$/.exec(name);
  if (!suffix?.[1] || !suffix[2]) return null;
  const [found] = await db
    .select({ id: prompts.id, title: prompts.title, description: prompts.description, content: prompts.content })
    .from(prompts)
    .where(and(ownActivePrompts(user), eq(prompts.nameSlug, suffix[1]), sql`replace(${prompts.id}::text, '-', '') like ${`${suffix[2]}%`}`))
    .orderBy(asc(prompts.createdAt), asc(prompts.id))
    .limit(1);
  return found ? { ...found, name } : null;
}
