import type { ImportRow, ImportVersion } from './import-row.js';

/**
 * PromptNest's own lossless format (docs/decisions/0017-import-and-export.md): everything a prompt has, with
 * its past versions. `formatVersion` grows only when a reader of an older file would misread a newer one.
 */
export const PROMPTNEST_FORMAT = 'promptnest';
export const PROMPTNEST_FORMAT_VERSION = 1;

export interface PromptNestExportPrompt {
  title: string;
  description: string;
  content: string;
  tags: string[];
  /** The template flag as stored (a prompt with a {{variable}} is a template whatever this says). */
  isTemplate: boolean;
  isFavorite: boolean;
  creditName: string | null;
  creditUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  versions: ImportVersion[];
}

export function promptNestJsonFileName(date: Date): string {
  return `prompts-export-${date.toISOString().slice(0, 10)}.json`;
}

/** The file's opening, up to the prompts array; the export streams the prompts after it, then `]}`. */
export function promptNestJsonHead(exportedAt: Date): string {
  return `{"format":"${PROMPTNEST_FORMAT}","formatVersion":${PROMPTNEST_FORMAT_VERSION},"exportedAt":"${exportedAt.toISOString()}","prompts":[`;
}

export const PROMPTNEST_JSON_TAIL = ']}\n';

export function isPromptNestJson(value: unknown): value is { format: string; formatVersion?: unknown; prompts?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { format?: unknown }).format === PROMPTNEST_FORMAT;
}

export class ImportFileError extends Error {}

/** The prompts of a PromptNest JSON file; each one is validated later, like every format's rows. */
export function readPromptNestJson(value: { formatVersion?: unknown; prompts?: unknown }): ImportRow[] {
  if (typeof value.formatVersion !== 'number' || value.formatVersion > PROMPTNEST_FORMAT_VERSION) {
    throw new ImportFileError(`This file was written by a newer PromptNest (format version ${String(value.formatVersion)}). Update PromptNest to import it.`);
  }
  if (!Array.isArray(value.prompts)) throw new ImportFileError('This PromptNest file has no list of prompts.');
  return value.prompts.map((item: unknown) => {
    const prompt = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return {
      title: prompt.title,
      content: prompt.content,
      description: prompt.description,
      tags: prompt.tags,
      isTemplate: prompt.isTemplate,
      isFavorite: prompt.isFavorite,
      creditName: prompt.creditName,
      creditUrl: prompt.creditUrl,
      createdAt: prompt.createdAt,
      updatedAt: prompt.updatedAt,
      versions: prompt.versions,
    };
  });
}
