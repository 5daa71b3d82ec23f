import { CONTENT_PREVIEW_LENGTH, type Prompt, type PromptCard, type SharedPrompt } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { prompts } from '../../db/schema/index.js';

/**
 * Spec §4: a template when flagged, or when its content holds a {{variable}} (the stored has_variables).
 * Core's isTemplatePrompt says the same of a prompt in hand; these two say it of a stored row.
 */
export const isTemplateSql = sql<boolean>`(${prompts.isTemplate} or coalesce(${prompts.hasVariables}, false))`;

/** isTemplateSql for a row already read: from the stored has_variables, since a card's content is only a preview. */
const isTemplateRow = (row: Pick<PromptRow, 'isTemplate' | 'hasVariables'>) => row.isTemplate || row.hasVariables === true;

/** The columns an owner sees, without the search helpers. */
export const promptColumns = {
  id: prompts.id,
  title: prompts.title,
  description: prompts.description,
  content: prompts.content,
  tags: prompts.tags,
  isTemplate: prompts.isTemplate,
  hasVariables: prompts.hasVariables,
  isFavorite: prompts.isFavorite,
  isShared: prompts.isShared,
  shareId: prompts.shareId,
  creditName: prompts.creditName,
  creditUrl: prompts.creditUrl,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
  deletedAt: prompts.deletedAt,
};

/** Card columns: the content cut to a preview in the database, so a page of cards stays small. */
export const cardColumns = {
  ...promptColumns,
  content: sql<string>`left(${prompts.content}, ${sql.raw(String(CONTENT_PREVIEW_LENGTH))})`.as('content_preview'),
};

export type PromptRow = {
  id: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
  isTemplate: boolean;
  hasVariables: boolean | null;
  isFavorite: boolean;
  isShared: boolean;
  shareId: string | null;
  creditName: string | null;
  creditUrl: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
};

const iso = (value: string) => new Date(value).toISOString();

export function presentPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
    isTemplate: isTemplateRow(row),
    isFavorite: row.isFavorite,
    isShared: row.isShared,
    shareId: row.isShared ? row.shareId : null,
    isPreMade: false,
    author: 'You',
    creditName: row.creditName,
    creditUrl: row.creditUrl,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    deletedAt: row.deletedAt ? iso(row.deletedAt) : null,
  };
}

export function presentCard(row: PromptRow): PromptCard {
  const { content, ...prompt } = presentPrompt(row);
  return { ...prompt, contentPreview: content };
}

/** Spec §3 "Shared prompt row": nothing about the owner; the author shows as 'Shared'. */
export function presentShared(row: PromptRow): SharedPrompt {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    content: row.content,
    tags: row.tags ?? [],
    is_template: isTemplateRow(row),
    author: 'Shared',
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    credit_name: row.creditName,
    credit_url: row.creditUrl,
  };
}
