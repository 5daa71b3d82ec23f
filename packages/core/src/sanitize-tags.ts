import { decodeCharacterReferences, findSchemeRanges, type Range } from './sanitize-schemes.js';

/**
 * Reads tags as a browser's HTML tokenizer does, for sanitising (docs/decisions/0003-content-validation-schemes.md).
 * Patterns missed what the tokenizer accepts: `/` between attributes (`<svg/onload=…>`), an attribute right
 * after a closing quote, a tag with no `>` that runs on into whatever text follows it.
 */

// Character codes the tokenizer looks at; comparing codes keeps the walk free of per-character strings.
const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const SLASH = 47;
const AMPERSAND = 38;
const COLON = 58;
const EQUALS = 61;
const GREATER = 62;

const isSpace = (code: number) => code === SPACE || code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN || code === FORM_FEED;

// The tokenizer's states inside a tag; a closing quote or '/' leads back to "before an attribute name".
const NAME = 0;
const BEFORE_NAME = 1;
const ATTRIBUTE_NAME = 2;
const AFTER_NAME = 3;
const BEFORE_VALUE = 4;
const DOUBLE_QUOTED = 5;
const SINGLE_QUOTED = 6;
const UNQUOTED = 7;
const STATES = 8;
const END = -1;

/** The tokenizer's next state after the character `code` (END once the tag is over), as the HTML standard defines it. */
function step(state: number, code: number): number {
  switch (state) {
    case DOUBLE_QUOTED:
      return code === DOUBLE_QUOTE ? BEFORE_NAME : DOUBLE_QUOTED;
    case SINGLE_QUOTED:
      return code === SINGLE_QUOTE ? BEFORE_NAME : SINGLE_QUOTED;
    case NAME:
      return code === GREATER ? END : isSpace(code) || code === SLASH ? BEFORE_NAME : NAME;
    case BEFORE_NAME:
      return code === GREATER ? END : isSpace(code) || code === SLASH ? BEFORE_NAME : ATTRIBUTE_NAME;
    case ATTRIBUTE_NAME:
    case AFTER_NAME:
      if (code === GREATER) return END;
      if (code === EQUALS) return BEFORE_VALUE;
      if (code === SLASH) return BEFORE_NAME;
      return isSpace(code) ? AFTER_NAME : ATTRIBUTE_NAME;
    case BEFORE_VALUE:
      if (code === GREATER) return END;
      if (isSpace(code)) return BEFORE_VALUE;
      return code === DOUBLE_QUOTE ? DOUBLE_QUOTED : code === SINGLE_QUOTE ? SINGLE_QUOTED : UNQUOTED;
    default:
      return code === GREATER ? END : isSpace(code) ? BEFORE_NAME : UNQUOTED;
  }
}

const isLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;

// Which walk passed each (place, state), reused across calls: walks are numbered on from call to call, so
// a number from an earlier call (at most `firstWalk`) reads as "not walked" and nothing needs clearing.
// Allocating and zeroing eight numbers per character on every call cost more than the walk itself.
let walkedBy = new Int32Array(0);
let lastWalk = 0;
const KEPT_BUFFER_LIMIT = 1 << 21;

/**
 * The stretches of text that a browser could read as the inside of a tag. Every `<` before a letter is taken
 * as a tag's start, even inside another tag's quoted value or a comment: inside <noscript>, <style> or
 * <textarea> a browser starts a tag there, so sanitising must not trust one reading of the quotes.
 * A tag with no `>` runs to the end of the text. Two readings that reach the same state at the same place
 * end together, so each (place, state) is walked once and the whole stays linear in the text's length.
 */
export function findTagRanges(text: string): Range[] {
  const ranges: Range[] = [];
  let open = text.indexOf('<');
  if (open === -1) return ranges;
  const size = text.length * STATES;
  if (walkedBy.length < size || lastWalk > 0x7fffffff - text.length) {
    walkedBy = new Int32Array(Math.max(size, walkedBy.length));
    lastWalk = 0;
  }
  const seen = walkedBy;
  const firstWalk = lastWalk;
  const ends: number[] = [];
  let current: Range | undefined;
  for (; open !== -1; open = text.indexOf('<', open + 1)) {
    const letter = text.charCodeAt(open + 1) === SLASH ? open + 2 : open + 1;
    if (!isLetter(text.charCodeAt(letter))) continue;
    const walk = firstWalk + ends.length + 1;
    let end = text.length;
    let state = NAME;
    for (let at = letter + 1; at < text.length; at += 1) {
      const slot = at * STATES + state;
      const earlier = seen[slot] ?? 0;
      if (earlier > firstWalk) {
        end = ends[earlier - firstWalk - 1] ?? text.length;
        break;
      }
      seen[slot] = walk;
      state = step(state, text.charCodeAt(at));
      if (state === END) {
        end = at + 1;
        break;
      }
    }
    ends.push(end);
    if (current !== undefined && open < current[1]) current[1] = Math.max(current[1], end);
    else ranges.push((current = [open, end]));
  }
  lastWalk = firstWalk + ends.length;
  // A very long text's buffer is not kept for the next call.
  if (walkedBy.length > KEPT_BUFFER_LIMIT) {
    walkedBy = new Int32Array(0);
    lastWalk = 0;
  }
  return ranges;
}

/**
 * An attribute that could run script: an on-event handler, an iframe's srcdoc, or a style with an old
 * browser's script hooks. Its name follows a space, '/' or a quote, as the tokenizer allows; an unquoted
 * value also stops at a quote here, so a lenient parser's reading is covered too.
 */
const RISKY_ATTRIBUTE = /(?:[\t\n\f\r ]+|(?<=[/"']))(on[a-z]+|srcdoc|style)[\t\n\f\r ]*=[\t\n\f\r ]*("[^"]*"?|'[^']*'?|[^\t\n\f\r >"']*)/gi;
const SCRIPTED_STYLE = /expression\s*\(|-moz-binding|behavior\s*:|(?:javascript|vbscript)\s*:|data\s*:(?!\s*image\/)/i;

const RISKY_NAME_BEFORE_VALUE = /(?:on[a-z]+|srcdoc|style)[\t\n\f\r ]*=/i;

/** False when no tag in the text can hold a risky attribute: RISKY_ATTRIBUTE needs a name and '=' after it. */
export function mayHoldRiskyAttribute(text: string): boolean {
  return RISKY_NAME_BEFORE_VALUE.test(text);
}

/** A style value as CSS reads it: character references decoded, comments and escapes undone. */
function readStyle(value: string): string {
  return decodeCharacterReferences(value)
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})[\t\n\f\r ]?/g, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, '$1');
}

/**
 * False when text[from, to) holds neither ':' nor '&' (so no scheme, however written) nor the start of a
 * risky attribute name ("on", "sr", "st" in any case): most tags, ruled out without slicing or a pattern.
 */
function mayHoldRiskyPart(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code === COLON || code === AMPERSAND) return true;
    const lower = code | 0x20;
    const next = text.charCodeAt(at + 1) | 0x20;
    if ((lower === 111 && next === 110) || (lower === 115 && (next === 114 || next === 116))) return true;
  }
  return false;
}

/** What to cut from the tag stretch text[from, to): risky attributes whole, and any script scheme. */
export function findRiskyTagParts(text: string, [from, to]: Range): Range[] {
  if (!mayHoldRiskyPart(text, from, to)) return [];
  const inside = text.slice(from, to);
  const ranges: Range[] = [];
  for (const match of inside.matchAll(RISKY_ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'style' && !SCRIPTED_STYLE.test(readStyle(match[2] ?? ''))) continue;
    ranges.push([from + match.index, from + match.index + match[0].length]);
  }
  return [...ranges, ...findSchemeRanges(text, from, to, true)];
}
