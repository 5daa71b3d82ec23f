import { sql, type SQL } from 'drizzle-orm';
import { prompts } from '../../db/schema/index.js';
import { escapeLike } from '../../db/escape-like.js';

const MAX_TERMS = 8;

/** A search as values: one LIKE pattern per word, the prefix tsquery (empty when no word has letters), the whole-phrase pattern. */
export interface SearchTerms {
  patterns: string[];
  tsquery: string;
  phrase: string;
}

/**
 * A search over title, tags, description and content: every word must appear (also as part of a
 * longer word, through the trigram index), and matches rank by whole-word relevance, title first.
 */
export function parseSearch(q: string | undefined): SearchTerms | null {
  const terms = [...new Set((q ?? '').toLowerCase().split(/\s+/).map((term) => term.trim()).filter(Boolean))].slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  const words = terms.map((term) => term.replace(/[^\p{L}\p{N}_]+/gu, '')).filter(Boolean);
  return {
    patterns: terms.map((term) => `%${escapeLike(term)}%`),
    tsquery: words.map((word) => `${word}:*`).join(' | '),
    phrase: `%${escapeLike(terms.join(' '))}%`,
  };
}

/**
 * The SQL of a search, over values or over placeholders of a prepared statement (the same text either way):
 * `patterns` one per word, `tsquery` null when the search has no word to rank by, `titleHolds` true when
 * the title holds every word.
 */
export function searchSql(patterns: unknown[], tsquery: unknown | null, phrase: unknown): { conditions: SQL[]; titleHolds: SQL; rankOf: (vector: SQL, title: SQL) => SQL } {
  return {
    conditions: patterns.map((pattern) => sql`${prompts.searchText} like ${pattern}`),
    // The title holds every word (decision 0020): such a prompt comes before every other match.
    titleHolds: sql`(${sql.join(
      patterns.map((pattern) => sql`${prompts.title} ilike ${pattern}`),
      sql` and `,
    )})`,
    rankOf: (vector, title) =>
      sql`(${tsquery === null ? sql`0` : sql`ts_rank(${vector}, to_tsquery('simple', ${tsquery}))`} + case when lower(${title}) like ${phrase} then 1 else 0 end)`,
  };
}
