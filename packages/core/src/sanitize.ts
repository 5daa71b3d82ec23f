import type { Range } from './sanitize-schemes.js';
import { findSchemeRanges, mayHoldScheme } from './sanitize-schemes.js';
import { findRiskyTagParts, findTagRanges, mayHoldRiskyAttribute } from './sanitize-tags.js';

/**
 * Spec §5 "Sanitising before save", applied by the server to every saved text (and by the editor for
 * feedback). Prompts are always shown as text, never as HTML; this removes what could turn into markup
 * or a link a browser would run if the text were ever pasted somewhere that renders HTML (an exported
 * Markdown file opened in a viewer, say). Tags and schemes are read as a browser reads them, not matched
 * as written (docs/decisions/0003-content-validation-schemes.md).
 */
const DANGEROUS_BLOCK = /<\s*(script|iframe|object|embed)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
/** A tag with no `>` runs to the end of the text (and on into whatever an export writes after it). */
const DANGEROUS_TAG = /<\s*\/?\s*(script|iframe|object|embed)\b[^>]*(?:>|$)/gi;
/** What both patterns above start with: without it neither can match, and one test is cheaper than two replaces. */
const DANGEROUS_START = /<\s*\/?\s*(?:script|iframe|object|embed)\b/i;

/** Every scheme written as a URL in the text, and every scheme inside what a browser could read as a tag. */
function findSchemes(text: string): Range[] {
  if (!mayHoldScheme(text)) return [];
  return [...findSchemeRanges(text, 0, text.length, false), ...findTagRanges(text).flatMap(([from, to]) => findSchemeRanges(text, from, to, true))];
}

function removeRanges(text: string, ranges: Range[]): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let result = '';
  let at = 0;
  for (const [start, end] of sorted) {
    if (start > at) result += text.slice(at, start);
    at = Math.max(at, end);
  }
  return result + text.slice(at);
}

/** Removes script, iframe, object and embed blocks and tags, until none is left (`<scr<script>ipt>`). */
function removeDangerousTags(value: string): string {
  if (!DANGEROUS_START.test(value)) return value;
  let text = value;
  let previous: string;
  do {
    previous = text;
    text = text.replace(DANGEROUS_BLOCK, '').replace(DANGEROUS_TAG, '');
  } while (text !== previous);
  return text;
}

function removeRiskyParts(text: string): string {
  // Every cut is a scheme or a risky attribute: a text with neither (most prompts) skips reading its tags.
  if (!mayHoldScheme(text) && !mayHoldRiskyAttribute(text)) return text;
  const cuts = [...findSchemeRanges(text, 0, text.length, false), ...findTagRanges(text).flatMap((range) => findRiskyTagParts(text, range))];
  return removeRanges(text, cuts);
}

export function sanitizeText(value: string): string {
  // Repeat until stable: a cut can join the pieces around it into something new (`javajavascript:script:`).
  let text = value;
  let previous: string;
  do {
    previous = text;
    text = removeRiskyParts(removeDangerousTags(text));
  } while (text !== previous);
  return text;
}

/** Spec §5 "Text fields": the start of a script, iframe, object or embed tag. */
const DANGEROUS_TAG_START = /<\s*(script|iframe|object|embed)\b/i;

/** Spec §5 "Text fields": that tag start, or a javascript:, data: or vbscript: URL however it is written. */
export function hasInvalidContent(value: string): boolean {
  return DANGEROUS_TAG_START.test(value) || findSchemes(value).length > 0;
}
