import { z } from 'zod';
import { listCursorSchema } from './list-cursor.js';
import { plainText } from './plain-text.js';
import { promptMessages } from './prompt-schemas.js';

/** Spec §3 "Prompt", as the API returns it to its owner. */
export const promptSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    /** Flagged as a template, or its content holds a {{variable}}. */
    isTemplate: z.boolean().meta({ description: 'Flagged as a template, or its content holds a {{variable}}.' }),
    isFavorite: z.boolean(),
    isShared: z.boolean(),
    shareId: z.string().nullable(),
    isPreMade: z.literal(false),
    author: z.literal('You'),
    creditName: z.string().nullable(),
    creditUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Prompt' });
export type Prompt = z.infer<typeof promptSchema>;

/** A card in a list: the content cut to a preview, never the whole 10,000 characters. */
export const promptCardSchema = promptSchema
  .omit({ content: true })
  .extend({ contentPreview: z.string().meta({ description: 'The first 280 characters of the content.' }) })
  .meta({ id: 'PromptCard' });
export type PromptCard = z.infer<typeof promptCardSchema>;

export const CONTENT_PREVIEW_LENGTH = 280;

export const promptListResponseSchema = z
  .object({
    items: z.array(promptCardSchema),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable().meta({ description: 'Pass back as `cursor` for the next page; null on the last page.' }),
    /** Prompts this plan keeps hidden until an upgrade (docs/decisions/0004-search-and-lists.md: over the limit after a downgrade). */
    hiddenByPlan: z.number().int().meta({ description: 'Prompts the plan keeps hidden until an upgrade.' }),
  })
  .meta({ id: 'PromptList' });
export type PromptListResponse = z.infer<typeof promptListResponseSchema>;

export const trashListResponseSchema = z.object({ items: z.array(promptCardSchema) }).meta({ id: 'TrashList' });
export type TrashListResponse = z.infer<typeof trashListResponseSchema>;

export const tagCountSchema = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: 'TagCount' });
export type TagCount = z.infer<typeof tagCountSchema>;
export const tagListResponseSchema = z.object({ tags: z.array(tagCountSchema) }).meta({ id: 'TagList' });

/** Spec §3 "Shared prompt row": all that a share link reveals. */
export const sharedPromptSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    is_template: z.boolean(),
    author: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    credit_name: z.string().nullable(),
    credit_url: z.string().nullable(),
  })
  .meta({ id: 'SharedPrompt' });
export type SharedPrompt = z.infer<typeof sharedPromptSchema>;

// The embedded data block's id lives apart from the schemas, so the shared view need not build (or load) zod.
export * from './shared-prompt-data.js';

export const promptViews = ['all', 'favorites', 'templates', 'shared'] as const;
export type PromptView = (typeof promptViews)[number];

export const listPromptsQuerySchema = z.strictObject({
  view: z.enum(promptViews, { error: 'Unknown view' }).default('all'),
  tag: plainText({ message: promptMessages.tagInvalid }).trim().min(1).max(50, { error: promptMessages.tagTooLong }).optional(),
  q: plainText({ message: 'Search contains invalid characters' }).trim().max(200, { error: 'Search must be 200 characters or less' }).optional(),
  cursor: listCursorSchema.optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(24),
});
export type ListPromptsQuery = z.input<typeof listPromptsQuerySchema>;

/** Prompt ids are UUIDs; anything else is simply not found. */
export const promptIdSchema = z.uuid();
