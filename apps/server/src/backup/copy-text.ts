/**
 * Reads one line of COPY's text format back into its values (null for `\N`), undoing COPY's escapes:
 * the delimiter is a tab; a tab, newline or backslash inside a value is written `\t`, `\n`, `\\`.
 */
export function parseCopyLine(line: string): Array<string | null> {
  return line.split('\t').map((field) => (field === '\\N' ? null : unescapeField(field)));
}

const SIMPLE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function unescapeField(field: string): string {
  if (!field.includes('\\')) return field;
  let out = '';
  for (let i = 0; i < field.length; i += 1) {
    const char = field[i]!;
    if (char !== '\\' || i === field.length - 1) {
      out += char;
      continue;
    }
    const next = field[i + 1]!;
    const octal = /^[0-7]{1,3}/.exec(field.slice(i + 1, i + 4))?.[0];
    const hex = next === 'x' ? /^[0-9a-fA-F]{1,2}/.exec(field.slice(i + 2, i + 4))?.[0] : undefined;
    if (octal) {
      out += String.fromCharCode(Number.parseInt(octal, 8));
      i += octal.length;
    } else if (hex) {
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += hex.length + 1;
    } else {
      out += SIMPLE[next] ?? next;
      i += 1;
    }
  }
  return out;
}
