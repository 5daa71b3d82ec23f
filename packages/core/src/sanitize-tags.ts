import { decodeCharacterReferences, findSchemeRanges, type Range } from './sanitize-schemes.js';

/**
 * Reads tags as a browser's HTML tokenizer does, for sanitising (docs/decisions/0003-content-validation-schemes.md).
 * Patterns missed what the tokenizer accepts: `/` between attributes (`<svg/onload=…>`), an attribute right
 * after a closing quote, a tag with no `>` that runs on into whatever text follows it.
 */

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

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

/** The tokenizer's next state after `char` (END once the tag is over), as the HTML standard defines it. */
function step(state: number, char: string): number {
  const space = isSpace(char);
  switch (state) {
    case NAME:
      return char === '>' ? END : space || char === '/' ? BEFORE_NAME : NAME;
    case BEFORE_NAME:
      return char === '>' ? END : space || char === '/' ? BEFORE_NAME : ATTRIBUTE_NAME;
    case ATTRIBUTE_NAME:
    case AFTER_NAME:
      if (char === '>') return END;
      if (char === '=') return BEFORE_VALUE;
      if (char === '/') return BEFORE_NAME;
      return space ? AFTER_NAME : ATTRIBUTE_NAME;
    case BEFORE_VALUE:
      if (char === '>') return END;
      if (space) return BEFORE_VALUE;
      return char === '"' ? DOUBLE_QUOTED : char === "'" ? SINGLE_QUOTED : UNQUOTED;
    case DOUBLE_QUOTED:
      return char === '"' ? BEFORE_NAME : DOUBLE_QUOTED;
    case SINGLE_QUOTED:
      return char === "'" ? BEFORE_NAME : SINGLE_QUOTED;
    default:
      return char === '>' ? END : space ? BEFORE_NAME : UNQUOTED;
  }
}

/**
 * The stretches of text that a browser could read as the inside of a tag. Every `<` before a letter is taken
 * as a tag's start, even inside another tag's quoted value or a comment: inside <noscript>, <style> or
 * <textarea> a browser starts a tag there, so sanitising must not trust one reading of the quotes.
 * A tag with no `>` runs to the end of the text. Two readings that reach the same state at the same place
 * end together, so each (place, state) is walked once and the whole stays linear in the text's length.
 */
export function findTagRanges(text: string): Range[] {
  const walkedBy = new Int32Array(text.length * STATES).fill(-1);
  const ends: number[] = [];
  const ranges: Range[] = [];
  let current: Range | undefined;
  for (const match of text.matchAll(/<\/?[A-Za-z]/g)) {
    const start = match.index;
    const walk = ends.length;
    let end = text.length;
    let state = NAME;
    for (let at = start + match[0].length; at < text.length; at += 1) {
      const earlier = walkedBy[at * STATES + state] ?? -1;
      if (earlier !== -1) {
        end = ends[earlier] ?? text.length;
        break;
      }
      walkedBy[at * STATES + state] = walk;
      state = step(state, text[at] ?? '');
      if (state === END) {
        end = at + 1;
        break;
      }
    }
    ends.push(end);
    if (current !== undefined && start < current[1]) current[1] = Math.max(current[1], end);
    else ranges.push((current = [start, end]));
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

/** A style value as CSS reads it: character references decoded, comments and escapes undone. */
function readStyle(value: string): string {
  return decodeCharacterReferences(value)
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})[\t\n\f\r ]?/g, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, '$1');
}

/** What to cut from the tag stretch text[from, to): risky attributes whole, and any script scheme. */
export function findRiskyTagParts(text: string, [from, to]: Range): Range[] {
  const inside = text.slice(from, to);
  const ranges: Range[] = [];
  for (const match of inside.matchAll(RISKY_ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'style' && !SCRIPTED_STYLE.test(readStyle(match[2] ?? ''))) continue;
    ranges.push([from + match.index, from + match.index + match[0].length]);
  }
  return [...ranges, ...findSchemeRanges(text, from, to, true)];
}
