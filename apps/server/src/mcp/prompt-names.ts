import type { SessionUser } from '@promptnest/core';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { prompts } from '../db/schema/index.js';
import { ownActivePrompts } from '../policies/prompt-policy.js';

/** Longest slug before a clash suffix: slash commands stay readable. */
const SLUG_MAX = 48;

/** A title as a slash-command name: lower case letters and digits of any script, joined by dashes. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'prompt';
}

export interface NamedPrompt {
  id: string;
  name: string;
  title: string;
  description: string;
  isFavorite: boolean;
}

/**
 * Every prompt of the user's library with its MCP name, favourites first, then the newest edit
 * (docs/decisions/0014-mcp-server.md). A name is the slug of the title; when titles share a slug, the
 * oldest prompt keeps it and each other one adds the start of its id, so a name does not change when
 * another prompt is added or renamed.
 */
export async function namedPrompts(db: Database, user: SessionUser): Promise<NamedPrompt[]> {
  const rows = await db
    .select({
      id: prompts.id,
      title: prompts.title,
      description: prompts.description,
      isFavorite: prompts.isFavorite,
      age: sql<number>`row_number() over (order by ${prompts.createdAt}, ${prompts.id})`.mapWith(Number),
    })
    .from(prompts)
    .where(ownActivePrompts(user))
    .orderBy(desc(prompts.isFavorite), desc(prompts.updatedAt), desc(prompts.id));
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const row of [...rows].sort((a, b) => a.age - b.age)) {
    const slug = slugOf(row.title);
    const hex = row.id.replace(/-/g, '');
    // A title may itself end like a suffix ("Report 9f3a2b"): then the whole id tells them apart.
    const name = !taken.has(slug) ? slug : !taken.has(`${slug}-${hex.slice(0, 6)}`) ? `${slug}-${hex.slice(0, 6)}` : `${slug}-${hex}`;
    taken.add(name);
    names.set(row.id, name);
  }
  return rows.map(({ id, title, description, isFavorite }) => ({ id, name: names.get(id) ?? slugOf(title), title, description, isFavorite }));
}
