/** Text up to the next comma, quote or line break. */
const PLAIN_RUN = /[^",\r\n]+/y;

/** Where the quoted cell opened before `from` ends: its closing quote, or the end of an unclosed text. */
function findClosingQuote(text: string, from: number): number {
  for (let at = from; ; at += 2) {
    at = text.indexOf('"', at);
    if (at === -1) return text.length;
    if (text[at + 1] !== '"') return at;
  }
}

/**
 * RFC 4180: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF between records; a BOM is
 * ignored. Text is taken in slices, never a character at a time: a cell built by adding characters one by
 * one costs tens of bytes per character until it is flattened, hundreds of megabytes for a 10 MB file.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    PLAIN_RUN.lastIndex = i;
    const run = PLAIN_RUN.exec(text);
    if (run) {
      cell += run[0];
      i += run[0].length;
      continue;
    }
    const char = text[i];
    if (char === '"' && cell === '') {
      const close = findClosingQuote(text, i + 1);
      cell = text.slice(i + 1, close).replaceAll('""', '"');
      i = close + 1;
      continue;
    }
    i++;
    if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** Records as objects keyed by the header's names (trimmed, lower-cased). */
export function csvRecords(text: string): { header: string[]; rows: Array<Record<string, string>> } {
  const [first = [], ...rest] = parseCsv(text);
  const header = first.map((name) => name.trim().toLowerCase());
  const rows = rest.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
  return { header, rows };
}
