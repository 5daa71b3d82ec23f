/**
 * Personal API keys' constants and texts (docs/decisions/0012-api-keys.md), apart from their schemas in
 * api-keys.ts so a page that only names them loads no zod.
 */
export const API_KEY_PREFIX = 'pn_';
/** Characters of a key shown in the list after it was created: the prefix and the first few of the secret. */
export const API_KEY_VISIBLE_LENGTH = 11;
export const MAX_API_KEYS = 20;

export const apiKeyAccesses = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof apiKeyAccesses)[number];
export const apiKeyAccessLabels: Record<ApiKeyAccess, string> = { read: 'Read only', write: 'Read and write' };

export const apiKeyExpiries = ['30d', '90d', '1y', 'never'] as const;
export type ApiKeyExpiry = (typeof apiKeyExpiries)[number];
export const apiKeyExpiryLabels: Record<ApiKeyExpiry, string> = { '30d': '30 days', '90d': '90 days', '1y': '1 year', never: 'Never' };

/** When a key made at `now` with this expiry stops working; null for never. */
export function apiKeyExpiresAt(expiry: ApiKeyExpiry, now: Date): Date | null {
  const days = { '30d': 30, '90d': 90, '1y': 365, never: null }[expiry];
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export const apiKeyMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 50 characters or less',
} as const;
