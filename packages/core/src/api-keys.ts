import { z } from 'zod';
import { apiKeyAccesses, apiKeyExpiries, apiKeyMessages } from './api-key-texts.js';
import { plainText } from './plain-text.js';

/**
 * Personal API keys (docs/decisions/0012-api-keys.md): a key acts as its user on /api/v1 and /mcp, Read
 * only or Read and write, and never manages keys, the account, billing or admin.
 */
// The constants and texts live apart from the schemas, so the account page shows them without loading zod.
export * from './api-key-texts.js';

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
