import { z } from 'zod';
import { importFormats } from './import-formats.js';

/**
 * The import's request and answers (docs/decisions/0017-import-and-export.md). The file travels as it is,
 * inside JSON: text as text, a .zip as base64. The server recognises the format and checks every row.
 */
export const importRequestSchema = z
  .strictObject({
    fileName: z.string({ error: 'fileName is required' }).max(255, { error: 'fileName must be 255 characters or less' }),
    encoding: z.enum(['text', 'base64'], { error: 'encoding must be text or base64' }).default('text'),
    data: z.string({ error: 'data is required' }).meta({ description: 'The file: its text, or base64 for a .zip.' }),
  })
  .meta({ id: 'ImportFile' });
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importRowStatuses = ['new', 'duplicate', 'invalid', 'over-limit'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export const importPreviewRowSchema = z
  .object({
    row: z.number().int().meta({ description: 'The place in the file, from 1.' }),
    title: z.string(),
    tags: z.array(z.string()),
    isTemplate: z.boolean(),
    status: z.enum(importRowStatuses),
    message: z.string().optional().meta({ description: 'Why an invalid row is refused: the editor\'s own message.' }),
  })
  .meta({ id: 'ImportPreviewRow' });
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

const invalidRowSchema = z.object({ row: z.number().int(), title: z.string(), message: z.string() }).meta({ id: 'ImportInvalidRow' });

export const importSummarySchema = z
  .object({
    format: z.enum(importFormats),
    total: z.number().int(),
    new: z.number().int().meta({ description: 'Rows that would be (or were) added.' }),
    duplicates: z.number().int().meta({ description: 'Same title and content as a prompt in the library or earlier in the file: skipped.' }),
    invalid: z.array(invalidRowSchema).meta({ description: 'Refused rows, each with its message (at most 100 listed).' }),
    invalidCount: z.number().int(),
    overLimit: z.object({ prompts: z.number().int(), templates: z.number().int() }).meta({ description: 'Rows beyond the plan\'s limits: not added.' }),
  })
  .meta({ id: 'ImportSummary' });

export const importPreviewSchema = importSummarySchema.extend({ rows: z.array(importPreviewRowSchema).meta({ description: 'The first rows.' }) }).meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = importSummarySchema.extend({ imported: z.number().int() }).meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

/** Rows the preview shows, and invalid rows it names. */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_INVALID_LISTED = 100;

export { importFileMessages, MAX_IMPORT_BYTES, MAX_IMPORT_PROMPTS } from './import-messages.js';
