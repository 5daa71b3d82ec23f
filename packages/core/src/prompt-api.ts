import { z } from 'zod';
import { listCursorSchema } from './list-cursor.js';
import { plainText } from './plain-text.js';
import { promptMessages } from './prompt-schemas.js';

/** Spec §3 "Prompt", as the API returns it to its owner. */
export interface Prompt {
  id: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
  /** Flagged as a template, or its content holds a {{variable}}. */
  isTemplate: boolean;
  isFavorite: boolean;
  isShared: boolean;
  shareId: string | null;
  isPreMade: false;
  author: 'You';
  creditName: string | null;
  creditUrl: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A card in a list: the content cut to a preview, never the whole 10,000 characters. */
export type PromptCard = Omit<Prompt, 'content'> & { contentPreview: string };

export const CONTENT_PREVIEW_LENGTH = 280;

export interface PromptListResponse {
  items: PromptCard[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Prompts this plan keeps hidden until an upgrade (DECISIONS.md: over the limit after a downgrade). */
  hiddenByPlan: number;
}

export interface TrashListResponse {
  items: PromptCard[];
}

export interface TagCount {
  tag: string;
  count: number;
}

/** Spec §3 "Shared prompt row": all that a share link reveals. */
export interface SharedPrompt {
  id: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
  is_template: boolean;
  author: string;
  created_at: string;
  updated_at: string;
  credit_name: string | null;
  credit_url: string | null;
}

/**
 * The id of the JSON data block the server embeds in a /shared/{id} page: the shared prompt as the API
 * would answer it, so the page shows it without a second round trip.
 */
export const SHARED_PROMPT_DATA_ID = 'shared-prompt-data';

/** What that data block holds: the share id it answers for, and the prompt. */
export interface EmbeddedSharedPrompt {
  shareId: string;
  prompt: SharedPrompt;
}

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
