/** Spec §8 texts the shared view shows, word for word. */
export const sharedViewToasts = {
  promptCopied: 'Prompt copied to clipboard!',
  copyFailed: { title: 'Copy failed', description: 'Could not copy to clipboard.' },
  saved: { title: 'Prompt saved!', description: 'The prompt has been saved to your account.' },
  saveFailed: { title: 'Failed to save prompt', description: 'There was an error saving the prompt to your account.' },
} as const;

/** Spec §2 "Public shared view": where the signed-out save buttons lead. */
export function authPathToSave(shareId: string, tab: 'signup' | 'signin'): string {
  return `/auth?tab=${tab}&returnTo=/shared/${encodeURIComponent(shareId)}&action=save`;
}
