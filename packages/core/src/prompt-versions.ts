import { z } from 'zod';
import { listCursorSchema } from './list-cursor.js';

/**
 * Version history (docs/decisions/0016-version-history.md). Why a version was written: `baseline` is the
 * prompt as it stood when history began; the others are the ways a prompt changes.
 */
export const versionReasons = ['baseline', 'create', 'autosave', 'save', 'export', 'restore', 'import', 'api'] as const;
export type VersionReason = (typeof versionReasons)[number];

/** What a caller of an update may say about it; omitted, the update is an API change (its own version). */
export const saveKinds = ['autosave', 'save', 'export'] as const;
export type SaveKind = (typeof saveKinds)[number];
export const saveKindSchema = z
  .enum(saveKinds, { error: 'saveKind must be autosave, save or export' })
  .meta({ description: 'How the editor saved: `autosave` (folded into one version while saves come less than 10 minutes apart), `save` (Ctrl/Cmd+S) or `export` (the block editor). Omitted: an API change, its own version.' });

/** The versioned fields, in the order a summary names them. */
export const versionedFields = ['title', 'description', 'content', 'tags', 'isTemplate'] as const;
export type VersionedField = (typeof versionedFields)[number];

export const promptVersionSummarySchema = z
  .object({
    id: z.uuid(),
    reason: z.enum(versionReasons),
    savedAt: z.iso.datetime().meta({ description: 'When this version was last written (an autosave session ends at its last save).' }),
    changed: z.array(z.enum(versionedFields)).meta({ description: 'The fields that differ from the version before.' }),
    wordsAdded: z.number().int().meta({ description: 'Words of the content added since the version before.' }),
    wordsRemoved: z.number().int().meta({ description: 'Words of the content removed since the version before.' }),
    title: z.string(),
  })
  .meta({ id: 'PromptVersionSummary' });
export type PromptVersionSummary = z.infer<typeof promptVersionSummarySchema>;

export const promptVersionSchema = promptVersionSummarySchema
  .extend({ description: z.string(), content: z.string(), tags: z.array(z.string()), isTemplate: z.boolean() })
  .meta({ id: 'PromptVersion' });
export type PromptVersion = z.infer<typeof promptVersionSchema>;

export const promptVersionListSchema = z
  .object({
    items: z.array(promptVersionSummarySchema),
    nextCursor: z.string().nullable().meta({ description: 'Pass back as `cursor` for the next page; null on the last page.' }),
  })
  .meta({ id: 'PromptVersionList' });
export type PromptVersionList = z.infer<typeof promptVersionListSchema>;

/** A page of history, newest first. */
export const listVersionsQuerySchema = z.strictObject({
  cursor: listCursorSchema.optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(50),
});

/** "content +42 −7 words, tags": what a version changed, in a few words. */
export function describeVersionChange(version: Pick<PromptVersionSummary, 'changed' | 'wordsAdded' | 'wordsRemoved'>): string {
  const parts = version.changed.map((field) => {
    if (field !== 'content') return field === 'isTemplate' ? 'template' : field;
    const counts = [version.wordsAdded > 0 ? `+${version.wordsAdded}` : '', version.wordsRemoved > 0 ? `−${version.wordsRemoved}` : ''].filter(Boolean);
    return counts.length > 0 ? `content ${counts.join(' ')} words` : 'content';
  });
  return parts.join(', ');
}

export const versionReasonLabels: Record<VersionReason, string> = {
  baseline: 'Earliest kept',
  create: 'Created',
  autosave: 'Autosaved',
  save: 'Saved',
  export: 'Exported from blocks',
  restore: 'Restored',
  import: 'Imported',
  api: 'Changed through the API',
};
