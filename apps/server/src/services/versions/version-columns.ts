import { AppError, promptIdSchema, type PromptVersion, type PromptVersionSummary } from '@promptnest/core';
import { promptVersions } from '../../db/schema/index.js';

/** What a history line needs: no content, so a page of 50 stays small. */
export const versionSummaryColumns = {
  id: promptVersions.id,
  reason: promptVersions.reason,
  savedAt: promptVersions.savedAt,
  changed: promptVersions.changed,
  wordsAdded: promptVersions.wordsAdded,
  wordsRemoved: promptVersions.wordsRemoved,
  title: promptVersions.title,
};

export const versionColumns = {
  ...versionSummaryColumns,
  description: promptVersions.description,
  content: promptVersions.content,
  tags: promptVersions.tags,
  isTemplate: promptVersions.isTemplate,
};

type SummaryRow = Omit<PromptVersionSummary, 'savedAt'> & { savedAt: string };

export function presentVersionSummary<R extends SummaryRow>(row: R): Omit<R, 'savedAt'> & { savedAt: string } {
  return { ...row, savedAt: new Date(row.savedAt).toISOString() };
}

export function presentVersion(row: Omit<PromptVersion, 'savedAt'> & { savedAt: string }): PromptVersion {
  return presentVersionSummary(row);
}

/** A version id from the URL; a malformed one is as not-found as another prompt's version. */
export function parseVersionId(id: string): string {
  const parsed = promptIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Version not found');
  return parsed.data;
}
