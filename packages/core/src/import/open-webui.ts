import type { ImportRow } from './import-row.js';

/**
 * Open WebUI's prompt export (Workspace → Prompts → Export): a JSON array of its prompt objects,
 * `{ command, user_id, title, content, timestamp, access_control, user }`, and in newer releases `name`
 * in place of `title`, `tags`, and `created_at`/`updated_at`. Its `{{variable | type:…}}` syntax is ours.
 */
export function isOpenWebUiPrompt(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.content === 'string' && (typeof item.command === 'string' || ((typeof item.title === 'string' || typeof item.name === 'string') && !('prompt' in item)));
}

/** Epoch seconds, milliseconds, micro- or nanoseconds, as an ISO date-time. */
export function epochToIso(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const ms = value > 1e17 ? value / 1e6 : value > 1e14 ? value / 1e3 : value > 1e11 ? value : value * 1000;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function tagsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((tag: unknown) => (typeof tag === 'object' && tag !== null && 'name' in tag ? (tag as { name: unknown }).name : tag));
}

export function readOpenWebUi(items: unknown[]): ImportRow[] {
  return items.map((value) => {
    const item = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const command = typeof item.command === 'string' ? item.command.trim().replace(/^\/+/, '') : '';
    const created = epochToIso(item.created_at) ?? epochToIso(item.timestamp);
    return {
      title: item.name ?? item.title ?? (command || undefined),
      content: item.content,
      description: command ? `Open WebUI command: /${command}` : undefined,
      tags: tagsOf(item.tags),
      createdAt: created,
      updatedAt: epochToIso(item.updated_at) ?? created,
    };
  });
}
