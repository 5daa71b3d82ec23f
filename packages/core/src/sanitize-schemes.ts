/**
 * Finds javascript:, vbscript: and data: URLs however they are written (docs/decisions/0003-content-validation-schemes.md).
 * A browser decodes character references in attribute values (Markdown does in link destinations) and its URL
 * parser drops tabs, line breaks and leading control characters, so `jav&#x61;script:`, `java&#09;script:` and
 * `javascript&colon;` are all `javascript:`. We read the text the same way before looking for a scheme.
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

/** The reference written at text[at] (ending by text's end), or null when none starts there. */
function matchReference(text: string, at: number): RegExpExecArray | null {
  if (text.charCodeAt(at) !== 38) return null;
  REFERENCE.lastIndex = at;
  return REFERENCE.exec(text);
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

/** The text as a browser's URL parser reads it: references decoded, control characters dropped. */
const readPlainly = (text: string) => decodeCharacterReferences(text).replace(CONTROLS, '');

/**
 * False only when findSchemeRanges could find nothing: the same view of the text, built with native scans,
 * holds no scheme at all. Most texts stop here, so the per-character reading runs only on the few that name
 * a scheme. False for a whole text means false for every tag in it too: a tag starts with `<` and ends with
 * `>`, which no reference holds, so its view is a stretch of the text's view, and a scheme there starts after
 * the `<`, on the same word boundary.
 */
export function mayHoldScheme(text: string): boolean {
  if (!text.includes(':') && !text.includes('&')) return false;
  return ANY_SCHEME.test(readPlainly(text));
}

/**
 * The text read in units (one character, or one reference decoded): `starts` holds where each unit is written
 * (unit i runs to starts[i + 1]; a decoded unit is longer than one character) and `unitAt` which unit each
 * character of readPlainly(text) came from. Typed arrays, not an object per character: this is on every save.
 */
function readView(text: string): { starts: Int32Array; count: number; unitAt: Int32Array } {
  const starts = new Int32Array(text.length + 1);
  const unitAt = new Int32Array(text.length);
  let count = 0;
  let seen = 0;
  for (let index = 0; index < text.length; count += 1) {
    starts[count] = index;
    const reference = matchReference(text, index);
    if (reference === null) {
      if (text.charCodeAt(index) >= 0x20) unitAt[seen++] = count;
      index += 1;
      continue;
    }
    const char = decodeReference(reference[1], reference[2], reference[3]);
    // An astral character is two code units of the view, both from this one unit.
    if (!isControl(char)) for (let half = 0; half < char.length; half += 1) unitAt[seen++] = count;
    index += reference[0].length;
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
  if (!mayHoldScheme(slice)) return [];
  const view = readPlainly(slice);
  const { starts, count, unitAt } = readView(slice);
  const ranges: Range[] = [];
  for (const match of view.matchAll(SCHEME)) {
    const first = unitAt[match.index] ?? 0;
    const colon = unitAt[match.index + match[0].length - 1] ?? 0;
    const isScript = match[1] !== undefined;
    if (!(isScript && inTag) && !isFollowedByUrl(slice, starts, count, colon)) continue;
    IMAGE.lastIndex = match.index + match[0].length;
    if (!isScript && IMAGE.test(view)) continue;
    ranges.push([from + (starts[first] ?? 0), from + (starts[colon + 1] ?? 0)]);
  }
  return ranges;
}

/** True when the first unit after the colon (past decoded control characters) is not a space. */
function isFollowedByUrl(text: string, starts: Int32Array, count: number, colon: number): boolean {
  for (let unit = colon + 1; unit < count; unit += 1) {
    const reference = matchReference(text, starts[unit] ?? 0);
    const isDecoded = (starts[unit + 1] ?? 0) - (starts[unit] ?? 0) > 1;
    const char = isDecoded && reference !== null ? decodeReference(reference[1], reference[2], reference[3]) : (text[starts[unit] ?? 0] ?? '');
    if (isDecoded && isControl(char)) continue;
    return !/\s/.test(char);
  }
  return false;
}
