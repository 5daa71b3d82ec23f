/**
 * Finds javascript:, vbscript: and data: URLs however they are written (docs/decisions/0003-content-validation-schemes.md).
 * A browser decodes character references in attribute values (Markdown does in link destinations) and its URL
 * parser drops tabs, line breaks and leading control characters, so `jav&#x61;script:`, `java&#09;script:` and
 * `javascript&colon;` are all `javascript:`. A Markdown reader also takes a backslash before ASCII punctuation
 * as that character, so in a link `javascript\:` is `javascript:` too. Text is read both ways (as HTML, and
 * as CommonMark) before looking for a scheme.
 */

export type Range = [start: number, end: number];

/** The named references that spell part of a scheme: every other one decodes to a character no scheme holds. */
const NAMED_REFERENCES: Record<string, string> = { colon: ':', Tab: '\t', NewLine: '\n' };
const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|(colon|Tab|NewLine);)/y;
const REFERENCES = new RegExp(REFERENCE.source, 'g');

function decodeReference(hex: string | undefined, decimal: string | undefined, name: string | undefined): string {
  if (name !== undefined) return NAMED_REFERENCES[name] ?? '';
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? '', 10);
  // What the HTML tokenizer does with a reference to no character: U+FFFD, which no scheme holds.
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const BACKSLASH = 92;
/** CommonMark's escapable characters: ASCII punctuation only, so `\s` stays a backslash and an s. */
const isAsciiPunctuation = (code: number) => (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
/** A backslash escape or a reference, left to right as CommonMark reads them: `\&#58;` is a literal `&#58;`. */
const MARKDOWN_UNITS = new RegExp(`\\\\([!-/:-@[-\`{-~])|${REFERENCE.source}`, 'g');

/**
 * The unit written at text[at] when it reads as something else: [what it reads as, how long it is written];
 * null when it is just its own character. Escapes count only in the Markdown reading (`markdown`).
 */
function matchUnit(text: string, at: number, markdown: boolean): [string, number] | null {
  const code = text.charCodeAt(at);
  if (code === BACKSLASH) return markdown && isAsciiPunctuation(text.charCodeAt(at + 1)) ? [text.charAt(at + 1), 2] : null;
  if (code !== 38) return null;
  REFERENCE.lastIndex = at;
  const reference = REFERENCE.exec(text);
  return reference === null ? null : [decodeReference(reference[1], reference[2], reference[3]), reference[0].length];
}

/**
 * Text with character references decoded, as a browser shows an attribute's value. One native scan that
 * reads the same references, left to right, as readView does (it runs on every saved text: no per-character work).
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCES, (_, hex?: string, decimal?: string, name?: string) => decodeReference(hex, decimal, name));
}

const isControl = (char: string) => char.length === 1 && char.charCodeAt(0) < 0x20;
const SCHEME = /\b(?:(javascript|vbscript)|data)\s*:/gi;
const ANY_SCHEME = new RegExp(SCHEME.source, 'i');
const IMAGE = /\s*image\//iy;
// eslint-disable-next-line no-control-regex -- a URL parser drops these, so the view must too
const CONTROLS = /[\u0000-\u001f]+/g;

/** The text as a browser's URL parser reads it: references (and in Markdown, escapes) decoded, control characters dropped. */
function readPlainly(text: string, markdown: boolean): string {
  if (!markdown) return decodeCharacterReferences(text).replace(CONTROLS, '');
  const decoded = text.replace(MARKDOWN_UNITS, (_, escaped?: string, hex?: string, decimal?: string, name?: string) => escaped ?? decodeReference(hex, decimal, name));
  return decoded.replace(CONTROLS, '');
}

/**
 * False when the CommonMark reading can find no scheme the HTML reading misses. A scheme is letters, spaces
 * and a colon, and an escape reads as punctuation, so only an escaped colon (`\:`) adds one; an escaped `&`
 * only keeps a reference from being decoded. Code prompts full of backslashes skip the second reading.
 */
const mayReadDifferently = (text: string) => text.includes('\\:');

/**
 * False only when findSchemeRanges could find nothing: the same view of the text, built with native scans,
 * holds no scheme at all. Most texts stop here, so the per-character reading runs only on the few that name
 * a scheme. False for a whole text means false for every tag in it too: a tag starts with `<` and ends with
 * `>`, which no reference holds, so its view is a stretch of the text's view, and a scheme there starts after
 * the `<`, on the same word boundary.
 */
export function mayHoldScheme(text: string): boolean {
  if (!text.includes(':') && !text.includes('&')) return false;
  return ANY_SCHEME.test(readPlainly(text, false)) || (mayReadDifferently(text) && ANY_SCHEME.test(readPlainly(text, true)));
}

/**
 * The text read in units (one character, or one reference decoded): `starts` holds where each unit is written
 * (unit i runs to starts[i + 1]; a decoded unit is longer than one character) and `unitAt` which unit each
 * character of readPlainly(text) came from. Typed arrays, not an object per character: this is on every save.
 */
function readView(text: string, markdown: boolean): { starts: Int32Array; count: number; unitAt: Int32Array } {
  const starts = new Int32Array(text.length + 1);
  const unitAt = new Int32Array(text.length);
  let count = 0;
  let seen = 0;
  for (let index = 0; index < text.length; count += 1) {
    starts[count] = index;
    const unit = matchUnit(text, index, markdown);
    if (unit === null) {
      if (text.charCodeAt(index) >= 0x20) unitAt[seen++] = count;
      index += 1;
      continue;
    }
    const [char, length] = unit;
    // An astral character is two code units of the view, both from this one unit.
    if (!isControl(char)) for (let half = 0; half < char.length; half += 1) unitAt[seen++] = count;
    index += length;
  }
  starts[count] = text.length;
  return { starts, count, unitAt };
}

/**
 * Where a dangerous scheme is written in text[from, to), scheme and colon only (what sanitising removes).
 * In prose (`inTag` false) a scheme counts only when written as a URL: something other than a space right
 * after the colon, so "Translate this to JavaScript: {{code}}" stays. Inside a tag, javascript: and
 * vbscript: count wherever they are, since `href="javascript: alert(1)"` runs with the space.
 */
export function findSchemeRanges(text: string, from: number, to: number, inTag: boolean): Range[] {
  const slice = text.slice(from, to);
  if (!slice.includes(':') && !slice.includes('&')) return [];
  const ranges = findInReading(slice, from, inTag, false);
  return mayReadDifferently(slice) ? [...ranges, ...findInReading(slice, from, inTag, true)] : ranges;
}

/** findSchemeRanges for one reading of `slice` (written at `from`): as HTML, or as CommonMark (`markdown`). */
function findInReading(slice: string, from: number, inTag: boolean, markdown: boolean): Range[] {
  const view = readPlainly(slice, markdown);
  if (!ANY_SCHEME.test(view)) return [];
  const { starts, count, unitAt } = readView(slice, markdown);
  const ranges: Range[] = [];
  for (const match of view.matchAll(SCHEME)) {
    const first = unitAt[match.index] ?? 0;
    const colon = unitAt[match.index + match[0].length - 1] ?? 0;
    const isScript = match[1] !== undefined;
    if (!(isScript && inTag) && !isFollowedByUrl(slice, starts, count, colon, markdown)) continue;
    IMAGE.lastIndex = match.index + match[0].length;
    if (!isScript && IMAGE.test(view)) continue;
    ranges.push([from + (starts[first] ?? 0), from + (starts[colon + 1] ?? 0)]);
  }
  return ranges;
}

/** True when the first unit after the colon (past decoded control characters) is not a space. */
function isFollowedByUrl(text: string, starts: Int32Array, count: number, colon: number, markdown: boolean): boolean {
  for (let unit = colon + 1; unit < count; unit += 1) {
    const decoded = matchUnit(text, starts[unit] ?? 0, markdown);
    const char = decoded === null ? (text[starts[unit] ?? 0] ?? '') : decoded[0];
    if (decoded !== null && isControl(char)) continue;
    return !/\s/.test(char);
  }
  return false;
}
