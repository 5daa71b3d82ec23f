import { sql, type SQL } from 'drizzle-orm';
import { prompts } from '../../db/schema/index.js';
import { escapeLike } from '../../db/escape-like.js';

const MAX_TERMS = 8;

/**
 * A search over title, tags, description and content: every word must appear (also as part of a
 * longer word, through the trigram index), and matches rank by whole-word relevance, title first.
 */
export function parseSearch(q: string | undefined): { conditions: SQL[]; rankOf: (vector: SQL, title: SQL) => SQL } | null {
  const terms = [...new Set((q ?? '').toLowerCase().split(/\s+/).map((term) => term.trim()).filter(Boolean))].slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const conditions = terms.map((term) => sql`${prompts.searchText} like ${`%${escapeLike(term)}%`}`);
  const words = terms.map((term) => term.replace(/[^\p{L}\p{N}_]+/gu, '')).filter(Boolean);
  const tsquery = words.map((word) => `${word}:*`).join(' | ');
  const phrase = `%${escapeLike(terms.join(' '))}%`;
  const rankOf = (vector: SQL, title: SQL) =>
    sql`(${tsquery ? sql`ts_rank(${vector}, to_tsquery('simple', ${tsquery}))` : sql`0`} + case when lower(${title}) like ${phrase} then 1 else 0 end)`;
  return { conditions, rankOf };
}
