/**
 * Finds javascript:, vbscript: and data: URLs however they are written (docs/decisions/0003-content-validation-schemes.md).
 * A browser decodes character references in attribute values (Markdown does in link destinations) and its URL
 * parser drops tabs, line breaks and leading control characters, so `jav&#x61;script:`, `java&#09;script:` and
 * `javascript&colon;` are all `javascript:`. We read the text the same way before looking for a scheme.
 */

export type Range = [start: number, end: number];

/** One character as a browser reads it, with where it was written in the raw text. */
interface Unit {
  char: string;
  start: number;
  end: number;
  isDecoded: boolean;
}

/** The named references that spell part of a scheme: every other one decodes to a character no scheme holds. */
const NAMED_REFERENCES: Record<string, string> = { colon: ':', Tab: '\t', NewLine: '\n' };
const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|(colon|Tab|NewLine);)/y;

function decodeReference(hex: string | undefined, decimal: string | undefined, name: string | undefined): string {
  if (name !== undefined) return NAMED_REFERENCES[name] ?? '';
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? '', 10);
  // What the HTML tokenizer does with a reference to no character: U+FFFD, which no scheme holds.
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

function readUnits(text: string, from: number, to: number): Unit[] {
  const units: Unit[] = [];
  let index = from;
  while (index < to) {
    REFERENCE.lastIndex = index;
    const match = text[index] === '&' ? REFERENCE.exec(text) : null;
    if (match && index + match[0].length <= to) {
      units.push({ char: decodeReference(match[1], match[2], match[3]), start: index, end: index + match[0].length, isDecoded: true });
      index += match[0].length;
    } else {
      units.push({ char: text[index] ?? '', start: index, end: index + 1, isDecoded: false });
      index += 1;
    }
  }
  return units;
}

/** Text with character references decoded, as a browser shows an attribute's value. */
export function decodeCharacterReferences(text: string): string {
  return readUnits(text, 0, text.length)
    .map((unit) => unit.char)
    .join('');
}

const isControl = (char: string) => char.length === 1 && char.charCodeAt(0) < 0x20;
const SCHEME = /\b(?:(javascript|vbscript)|data)\s*:/gi;

/**
 * Where a dangerous scheme is written in text[from, to), scheme and colon only (what sanitising removes).
 * In prose (`inTag` false) a scheme counts only when written as a URL: something other than a space right
 * after the colon, so "Translate this to JavaScript: {{code}}" stays. Inside a tag, javascript: and
 * vbscript: count wherever they are, since `href="javascript: alert(1)"` runs with the space.
 */
export function findSchemeRanges(text: string, from: number, to: number, inTag: boolean): Range[] {
  const units = readUnits(text, from, to);
  // Control characters (tab and line breaks included) vanish inside a URL, so they are read past.
  const kept = units.flatMap((unit, index) => (isControl(unit.char) ? [] : [index]));
  const view = kept.map((index) => units[index]?.char ?? '').join('');
  const ranges: Range[] = [];
  for (const match of view.matchAll(SCHEME)) {
    const first = kept[match.index] ?? 0;
    const colon = kept[match.index + match[0].length - 1] ?? 0;
    const rest = view.slice(match.index + match[0].length);
    const isScript = match[1] !== undefined;
    if (!(isScript && inTag) && !isFollowedByUrl(units, colon)) continue;
    if (!isScript && /^\s*image\//i.test(rest)) continue;
    ranges.push([units[first]?.start ?? 0, units[colon]?.end ?? 0]);
  }
  return ranges;
}

/** True when the first character after the colon (past decoded control characters) is not a space. */
function isFollowedByUrl(units: Unit[], colon: number): boolean {
  for (let index = colon + 1; index < units.length; index += 1) {
    const unit = units[index];
    if (unit === undefined) break;
    if (unit.isDecoded && isControl(unit.char)) continue;
    return !/\s/.test(unit.char);
  }
  return false;
}
