/** Escapes the wildcards of a LIKE pattern, so user text matches only itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
