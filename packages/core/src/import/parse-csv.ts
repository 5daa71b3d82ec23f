/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF between records; a BOM is ignored. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
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
