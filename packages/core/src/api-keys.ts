import { z } from 'zod';
import { plainText } from './plain-text.js';

/**
 * Personal API keys (docs/decisions/0012-api-keys.md): a key acts as its user on /api/v1 and /mcp, Read
 * only or Read and write, and never manages keys, the account, billing or admin.
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

export const createApiKeySchema = z.strictObject({
  name: plainText({ error: apiKeyMessages.nameRequired }).trim().min(1, { error: apiKeyMessages.nameRequired }).max(50, { error: apiKeyMessages.nameTooLong }),
  access: z.enum(apiKeyAccesses, { error: 'Choose Read only or Read and write' }),
  expiresIn: z.enum(apiKeyExpiries, { error: 'Choose when the key expires' }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as the list shows it: never the secret. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `pn_` and the first characters of the secret, to tell keys apart. */
  start: z.string(),
  access: z.enum(apiKeyAccesses),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to creating a key: the only time the whole key is ever shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
