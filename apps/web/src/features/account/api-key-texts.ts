import { defaultMessages, MAX_API_KEYS, type ApiKey } from '@promptnest/core';
import { formatDate } from '../../lib/format-date';

/** The API keys card's texts: the spec has no such card, so these are ours. */
export const apiKeyTexts = {
  purpose: 'Use a personal key to reach your library from scripts and AI tools.',
  empty: 'No API keys yet.',
  limitReached: defaultMessages.API_KEY_LIMIT_REACHED,
  shownOnce: "Copy this key now. You won't be able to see it again.",
  copied: 'Copied to clipboard!',
  copyFailed: 'Could not copy the key. Select it and copy it yourself.',
  created: 'API key created',
  createFailed: 'Could not create the API key. Please try again.',
  revoked: 'API key revoked',
  revokeFailed: 'Could not revoke the API key. Please try again.',
  revokeQuestion: (name: string) => `Revoke ${name}?`,
  revokeConsequence: 'Scripts and tools using this key will stop working at once.',
  accessHints: {
    read: 'Read and search your prompts.',
    write: 'Also create, change and delete prompts.',
  },
} as const;

export const isAtKeyLimit = (keys: readonly ApiKey[] | undefined) => (keys?.length ?? 0) >= MAX_API_KEYS;

/** 'Never used', or when the key last reached the API. */
export function describeLastUse(lastUsedAt: string | null): string {
  return lastUsedAt ? `Last used ${formatDate(lastUsedAt)}` : 'Never used';
}

/** 'Never expires', 'Expires <date>', or 'Expired' once that moment has passed. */
export function describeExpiry(expiresAt: string | null, now = new Date()): { text: string; isExpired: boolean } {
  if (!expiresAt) return { text: 'Never expires', isExpired: false };
  if (new Date(expiresAt).getTime() <= now.getTime()) return { text: 'Expired', isExpired: true };
  return { text: `Expires ${formatDate(expiresAt)}`, isExpired: false };
}
