import { promptMessages } from '@promptnest/core';

const [validationTitle = '', validationDescription = ''] = promptMessages.titleAndContentRequired.split(': ');

/** Spec §8 texts the editor shows, word for word. */
export const editorToasts = {
  created: 'Prompt created successfully',
  updated: 'Prompt updated successfully',
  deleted: 'Prompt deleted successfully',
  createFailed: { title: 'Error', description: 'Failed to create prompt' },
  updateFailed: 'Failed to update prompt',
  deleteFailed: 'Failed to delete prompt',
  restored: 'Prompt restored',
  restoreFailed: { title: 'Error', description: 'Failed to restore prompt' },
  validation: { title: validationTitle, description: validationDescription },
  contentCopied: 'Content copied to clipboard!',
  copyPromptFailed: 'Failed to copy prompt',
  shared: { title: 'Shared', description: 'Link copied to clipboard.' },
  unshared: { title: 'Unshared', description: 'Prompt is no longer public.' },
  shareFailed: 'Could not change share status.',
  shareLinkCopied: { title: 'Copied!', description: 'Share link copied to clipboard' },
  shareLinkCopyFailed: { title: 'Copy failed', description: 'Could not copy share link to clipboard.' },
} as const;

/** Version history (beyond the spec: docs/decisions/0016-version-history.md). */
export const historyToasts = {
  restored: 'Version restored',
  restoreFailed: 'Could not restore this version.',
} as const;

/** Spec §8 "Confirmation texts". */
export const deleteConfirmation = {
  title: 'Delete Prompt',
  description: 'Are you sure you want to delete this prompt? This action cannot be undone.',
  cancel: 'Cancel',
  confirm: 'Delete Prompt',
} as const;

/** Spec §4 "Local draft". */
export const draftRestoreQuestion = 'Found a draft from your last session. Would you like to restore it?';

/** {origin}/shared/{shareId} (spec §2). */
export function shareLink(shareId: string): string {
  return `${window.location.origin}/shared/${shareId}`;
}
