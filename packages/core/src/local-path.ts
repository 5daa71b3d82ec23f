/** Longest path accepted as a place to go back to. */
export const MAX_LOCAL_PATH_LENGTH = 500;

// Browsers resolve these while reading a URL, so each can turn a path into `//host` (another site):
// dot segments (`/.//x` becomes `//x`), `%2e` (read as a dot), backslashes (read as slashes), `%2f`/`%5c`
// (decoded by some servers and proxies), and tabs or newlines (dropped from URLs before parsing).
const CONTROL_OR_SPACE = /[\p{Cc}\s]/u;
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

/**
 * Whether `value` is a plain path on this site, safe to redirect or navigate to: one leading `/`, no `//`,
 * no backslash, no `.` or `..` segment, no encoded dot or separator in the path, no control character or
 * space. A query string and fragment may follow the path. The one rule for every redirect target.
 */
export function isSafeLocalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_LOCAL_PATH_LENGTH) return false;
  if (!value.startsWith('/') || value.includes('\\') || CONTROL_OR_SPACE.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('//') || ENCODED_SEPARATOR.test(path)) return false;
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}
