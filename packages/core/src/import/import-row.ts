import { z } from 'zod';
import { createPromptSchema } from '../prompt-schemas.js';
import type { ImportFormat } from './import-formats.js';

/**
 * One prompt as a file gives it, before validation: every format's parser turns its rows into this shape,
 * and `validateImportRow` checks it with the editor's own create-prompt schema (so a row is refused with
 * the spec's message, e.g. 'Text contains invalid content') plus what an import may also carry.
 */
export interface ImportRow {
  title: unknown;
  content: unknown;
  description?: unknown;
  tags?: unknown;
  isTemplate?: unknown;
  isFavorite?: unknown;
  creditName?: unknown;
  creditUrl?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
  versions?: unknown;
}

export interface ParsedImport {
  format: ImportFormat;
  rows: ImportRow[];
}

const fields = createPromptSchema.shape;
const timestamp = z.iso.datetime({ offset: true, error: 'Dates must be ISO 8601 date-times' });

/** A past state of a prompt (PromptNest JSON's `versions`), checked like the prompt itself. */
export const importVersionSchema = z.strictObject({
  title: fields.title,
  description: fields.description,
  content: fields.content,
  tags: fields.tags,
  isTemplate: fields.isTemplate,
  createdAt: timestamp,
});
export type ImportVersion = z.output<typeof importVersionSchema>;

/** Most versions one imported prompt may bring. */
export const MAX_IMPORT_VERSIONS = 1000;

export const importRowSchema = createPromptSchema.extend({
  isFavorite: z.boolean({ error: 'isFavorite must be true or false' }).optional().default(false),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
  versions: z.array(importVersionSchema, { error: 'Versions must be a list' }).max(MAX_IMPORT_VERSIONS, { error: `At most ${MAX_IMPORT_VERSIONS} versions per prompt` }).optional().default([]),
});
export type ValidImportRow = z.output<typeof importRowSchema>;

export type CheckedRow = { ok: true; row: ValidImportRow } | { ok: false; message: string };

/** Drops the fields a format left out, so the schema's defaults apply, then validates and sanitises. */
export function validateImportRow(row: ImportRow): CheckedRow {
  const present = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null));
  const result = importRowSchema.safeParse(present);
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'The request is not valid.' };
}

/** A name for a row in the preview: its title when it has one, else its place in the file. */
export function rowLabel(row: ImportRow, index: number): string {
  return typeof row.title === 'string' && row.title.trim() !== '' ? row.title.trim().slice(0, 200) : `Row ${index + 1}`;
}

/** Duplicates are the same title and content (docs/decisions/0017-import-and-export.md). */
export function duplicateKey(row: { title: string; content: string }): string {
  return `${row.title}\u0000${row.content}`;
}
