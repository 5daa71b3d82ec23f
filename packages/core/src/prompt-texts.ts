/** Spec §9 "Content limits". */
export const limits = {
  title: 200,
  description: 500,
  content: 10_000,
  tags: 10,
  tag: 50,
  creditName: 200,
  creditUrl: 2000,
  shareId: 20,
} as const;

/** Spec §5, word for word. */
export const promptMessages = {
  textRequired: 'Text is required',
  textTooLong: (max: number) => `Text must be ${max} characters or less`,
  textInvalid: 'Text contains invalid content',
  tagsNotArray: 'Tags must be an array',
  tooManyTags: 'Maximum 10 tags allowed',
  tagNotString: 'All tags must be strings',
  tagTooLong: 'Tag must be 50 characters or less',
  tagInvalid: 'Tag contains invalid characters',
  titleAndContentRequired: 'Validation Error: Title and content are required',
  creditUrlInvalid: 'Credit link must be a web address starting with http:// or https://',
  nothingToUpdate: 'Nothing to update',
} as const;

/** Spec §4 "Sharing": share ids are letters, digits, underscore and hyphen, at most 20 characters after cleaning. */
export function cleanShareId(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '').slice(0, limits.shareId);
}

/** Spec §5 "Editor": the editor's own check before saving. */
export function isEditorDraftComplete(draft: { title: string; content: string }): boolean {
  return draft.title.trim().length > 0 && draft.content.trim().length > 0;
}
