import type { ImportRow, ImportVersion } from './import-row.js';

/**
 * Langfuse prompts, as its API returns them (`GET /api/public/v2/prompts/{name}`): `{ name, version, type,
 * prompt, config, labels, tags, createdAt, updatedAt, … }` where `prompt` is the text, or for a chat prompt a
 * list of messages `{ role, content }` (and `{ type: "placeholder", name }`). Accepted alone, as an array, or
 * as the list answer's `{ data: [...] }`. Several versions of one name become one prompt: the highest version
 * is the prompt, the others its past versions. Its `{{variables}}` are ours.
 */
export function isLangfusePrompt(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.name === 'string' && (typeof item.prompt === 'string' || Array.isArray(item.prompt));
}

/** A chat prompt as text: each message under its role, a placeholder as its name in double braces. */
export function chatMessagesToText(messages: unknown[]): string {
  return messages
    .map((value) => {
      const message = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      if (message.type === 'placeholder') return `[placeholder: ${String(message.name)}]`;
      return `${String(message.role ?? 'message')}:\n${String(message.content ?? '')}`;
    })
    .join('\n\n');
}

function textOf(prompt: unknown): unknown {
  return Array.isArray(prompt) ? chatMessagesToText(prompt) : prompt;
}

function tagsAndLabels(item: Record<string, unknown>): unknown {
  const tags = item.tags ?? [];
  const labels = item.labels ?? [];
  if (!Array.isArray(tags) || !Array.isArray(labels)) return tags;
  return [...tags, ...labels.filter((label) => label !== 'latest')];
}

function toRow(item: Record<string, unknown>): ImportRow {
  const config = item.config && typeof item.config === 'object' && Object.keys(item.config).length > 0 ? item.config : undefined;
  return {
    title: item.name,
    content: textOf(item.prompt),
    description: item.type === 'chat' ? 'Langfuse chat prompt' : config ? `Langfuse config: ${JSON.stringify(config)}` : undefined,
    tags: tagsAndLabels(item),
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : undefined,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : undefined,
  };
}

function versionOf(row: ImportRow): ImportVersion {
  return { title: row.title, description: row.description ?? '', content: row.content, tags: row.tags ?? [], isTemplate: false, createdAt: row.createdAt ?? row.updatedAt } as ImportVersion;
}

export function langfuseItems(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value.length > 0 && value.every(isLangfusePrompt) ? value : null;
  if (isLangfusePrompt(value)) return [value];
  const data = typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
  return Array.isArray(data) && data.length > 0 && data.every(isLangfusePrompt) ? data : null;
}

export function readLangfuse(items: unknown[]): ImportRow[] {
  const byName = new Map<string, Array<Record<string, unknown>>>();
  for (const item of items as Array<Record<string, unknown>>) {
    const name = String(item.name);
    byName.set(name, [...(byName.get(name) ?? []), item]);
  }
  return [...byName.values()].map((group) => {
    const sorted = [...group].sort((a, b) => Number(a.version ?? 0) - Number(b.version ?? 0));
    const latest = sorted.at(-1) ?? {};
    const older = sorted.slice(0, -1).map((item) => versionOf(toRow(item)));
    return { ...toRow(latest), versions: older.length > 0 ? older : undefined };
  });
}
