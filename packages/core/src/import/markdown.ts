import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { strToU8 } from 'fflate';
import { importFileMessages, MAX_FRONT_MATTER_BYTES } from './import-messages.js';
import type { ImportRow } from './import-row.js';
import { isYamlNestedDeeperThan, MAX_YAML_DEPTH } from './nesting-depth.js';
import { ImportFileError, type PromptNestExportPrompt } from './promptnest-json.js';

/**
 * Markdown prompts: one file per prompt, YAML front matter for title, description and tags (and, in our
 * own export, the rest of what a prompt has); the body is the content. Without a title in the front
 * matter, a first `# Heading` is the title, else the file's name.
 */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** What our own Markdown export writes: every field of the JSON export but the versions. */
export type MarkdownPrompt = Omit<PromptNestExportPrompt, 'versions'>;

function frontMatterOf(text: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  const front = match[1] ?? '';
  // Checked before the YAML parser runs: it is neither linear nor bounded in memory on deep or huge input
  // (docs/decisions/0017-import-and-export.md, "Resource ceilings").
  if (front.length > MAX_FRONT_MATTER_BYTES || strToU8(front).length > MAX_FRONT_MATTER_BYTES) {
    throw new ImportFileError(importFileMessages.frontMatterTooLarge);
  }
  if (isYamlNestedDeeperThan(front, MAX_YAML_DEPTH)) throw new ImportFileError(importFileMessages.frontMatterTooDeep);
  let data: unknown;
  try {
    // A front matter needs no aliases; a few are allowed, and "billion laughs" expansion stops at the limit.
    data = parseYaml(front, { schema: 'core', maxAliasCount: 16 });
  } catch {
    // Not YAML after all: the text is kept whole as the content, nothing is lost.
    return { data: {}, body: text };
  }
  return { data: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}, body: text.slice(match[0].length) };
}

function baseName(fileName: string): string {
  return (fileName.split('/').at(-1) ?? fileName).replace(/\.(md|markdown)$/i, '');
}

function asText(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export function readMarkdown(fileName: string, text: string): ImportRow {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { data, body } = frontMatterOf(clean);
  let title = data.title;
  let content = body;
  if (title === undefined) {
    const heading = /^#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(body.replace(/^\s*\n/, ''));
    if (heading) {
      title = heading[1];
      content = body.replace(/^\s*\n/, '').slice(heading[0].length).replace(/^\s*\n/, '');
    } else title = baseName(fileName);
  }
  const tags = typeof data.tags === 'string' ? data.tags.split(',').map((tag) => tag.trim()) : data.tags;
  return {
    title: typeof title === 'number' ? String(title) : title,
    content,
    description: data.description,
    tags,
    isTemplate: data.isTemplate,
    isFavorite: data.isFavorite,
    creditName: data.creditName,
    creditUrl: data.creditUrl,
    createdAt: asText(data.createdAt),
    updatedAt: asText(data.updatedAt),
  };
}

/** Our export's file: front matter with every field, then the content exactly as stored. */
export function toMarkdown(prompt: MarkdownPrompt): string {
  const { content, ...fields } = prompt;
  const front = stringifyYaml(fields, { lineWidth: 0 });
  return `---\n${front}---\n${content}`;
}

/** A file name from the title: lower-case words and hyphens, unique within the archive. */
export function markdownFileName(title: string, taken: Set<string>): string {
  const slug = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'prompt';
  let name = `${slug}.md`;
  for (let n = 2; taken.has(name); n++) name = `${slug}-${n}.md`;
  taken.add(name);
  return name;
}

export function markdownZipFileName(date: Date): string {
  return `prompts-export-${date.toISOString().slice(0, 10)}.zip`;
}
