/** Spec §8 "Prompt errors" and "Success messages", word for word. */
export const promptToasts = {
  loadFailed: 'Failed to load prompts',
  favoriteFailed: 'Failed to update favorite',
  addedToFavorites: 'Added to favorites',
  removedFromFavorites: 'Removed from favorites',
  copied: 'Prompt copied to clipboard!',
  copyFailed: 'Failed to copy content',
  linkCopied: 'Share link copied!',
  linkCopyFailed: { title: 'Error', description: 'Failed to copy link' },
  restored: 'Prompt restored',
  restoreFailed: { title: 'Error', description: 'Failed to restore prompt' },
  permanentlyDeleted: 'Prompt permanently deleted',
  deleteForeverFailed: { title: 'Error', description: 'Failed to permanently delete prompt' },
} as const;
