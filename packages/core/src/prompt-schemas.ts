import { z } from 'zod';
import { plainText, type TextShape } from './plain-text.js';
import { saveKindSchema } from './prompt-versions.js';
import { hasInvalidContent, sanitizeText } from './sanitize.js';
import { limits, promptMessages } from './prompt-texts.js';

// The limits and texts live apart from the schemas, so a page that shows a message need not build (or load) zod.
export * from './prompt-texts.js';

const m = promptMessages;
/** Characters as people count them (code points), as PostgreSQL's char_length does. */
const length = (value: string) => [...value].length;

/** A required text: trimmed (title) or kept as typed (content), non-blank, within its limit, then sanitised. */
function requiredText(max: number, options: { trim: boolean; shape: TextShape }) {
  return plainText({ error: m.textRequired, shape: options.shape, message: m.textInvalid })
    .transform((value) => (options.trim ? value.trim() : value))
    .refine((value) => value.trim().length > 0, { error: m.textRequired, abort: true })
    .refine((value) => length(value) <= max, { error: m.textTooLong(max), abort: true })
    .refine((value) => !hasInvalidContent(value), { error: m.textInvalid, abort: true })
    .transform(sanitizeText);
}

/** Description: checked only when present; empty is fine (the editor always sends ''). */
const description = plainText({ error: m.textRequired, shape: 'multi-line', message: m.textInvalid })
  .transform((value) => value.trim())
  .refine((value) => length(value) <= limits.description, { error: m.textTooLong(limits.description), abort: true })
  .refine((value) => !hasInvalidContent(value), { error: m.textInvalid, abort: true })
  .transform(sanitizeText);

const INVALID_TAG = /[<>]|&lt;|&gt;|javascript:|data:/i;

const tag = plainText({ error: m.tagNotString, message: m.tagInvalid })
  .transform((value) => value.trim())
  .refine((value) => length(value) <= limits.tag, { error: m.tagTooLong, abort: true })
  .refine((value) => !INVALID_TAG.test(value), { error: m.tagInvalid, abort: true });

/** Tags: trimmed, blanks dropped, each once. */
export const tagsSchema = z
  .array(tag, { error: m.tagsNotArray })
  .max(limits.tags, { error: m.tooManyTags })
  .transform((tags) => [...new Set(tags.filter((t) => t.length > 0))]);

const creditName = plainText({ error: m.textRequired, message: m.textInvalid })
  .transform((value) => value.trim())
  .refine((value) => length(value) <= limits.creditName, { error: m.textTooLong(limits.creditName), abort: true })
  .refine((value) => !hasInvalidContent(value), { error: m.textInvalid, abort: true })
  .transform((value) => sanitizeText(value) || null)
  .nullable();

const WEB_ADDRESS = /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#][^\s]*)?$/i;

/** A credit link is shown as a link, so only http(s) addresses are kept. */
const creditUrl = plainText({ error: m.creditUrlInvalid, message: m.creditUrlInvalid })
  .transform((value) => value.trim())
  .refine((value) => value === '' || (length(value) <= limits.creditUrl && WEB_ADDRESS.test(value)), {
    error: m.creditUrlInvalid,
  })
  .transform((value) => value || null)
  .nullable();

const promptFields = {
  title: requiredText(limits.title, { trim: true, shape: 'one-line' }),
  description,
  content: requiredText(limits.content, { trim: false, shape: 'multi-line' }),
  tags: tagsSchema,
  isTemplate: z.boolean({ error: 'isTemplate must be true or false' }),
  creditName,
  creditUrl,
};

/** Spec §3 "Save payload": what the editor sends to create a prompt. */
export const createPromptSchema = z.strictObject({
  title: promptFields.title,
  description: promptFields.description.optional().default(''),
  content: promptFields.content,
  tags: promptFields.tags.optional().default([]),
  isTemplate: promptFields.isTemplate.optional().default(false),
  creditName: promptFields.creditName.optional(),
  creditUrl: promptFields.creditUrl.optional(),
});

/** Spec §5 "On update only the fields provided are validated." */
export const updatePromptSchema = z
  .strictObject({
    title: promptFields.title.optional(),
    description: promptFields.description.optional(),
    content: promptFields.content.optional(),
    tags: promptFields.tags.optional(),
    isTemplate: promptFields.isTemplate.optional(),
    creditName: promptFields.creditName.optional(),
    creditUrl: promptFields.creditUrl.optional(),
    saveKind: saveKindSchema.optional(),
  })
  .refine(({ saveKind: _saveKind, ...value }) => Object.values(value).some((field) => field !== undefined), { error: m.nothingToUpdate });

export const favoriteSchema = z.strictObject({ isFavorite: z.boolean({ error: 'isFavorite must be true or false' }) });

export type CreatePromptInput = z.input<typeof createPromptSchema>;
export type UpdatePromptInput = z.input<typeof updatePromptSchema>;
