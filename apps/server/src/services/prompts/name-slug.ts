/** Longest slug before a clash suffix: slash commands stay readable. */
const SLUG_MAX = 48;

/**
 * A title as an MCP name (a slash command): lower case letters and digits of any script, accents dropped,
 * dashes between (docs/decisions/0014-mcp-server.md). Written with the title by every write that sets one.
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'prompt';
}
