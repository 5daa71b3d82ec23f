import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@promptnest/core';

/** 32 random bytes in base64url after the prefix: 43 characters that no one can guess or search for. */
const SECRET_BYTES = 32;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
const BEARER_PATTERN = /^Bearer +(\S+) *$/i;

export interface NewApiKeySecret {
  /** The whole key, shown to its owner once and never stored. */
  key: string;
  start: string;
  secretHash: string;
}

export function generateApiKey(): NewApiKeySecret {
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, start: key.slice(0, API_KEY_VISIBLE_LENGTH), secretHash: hashApiKey(key) };
}

/**
 * SHA-256 of the whole key. A fast hash is right here, unlike for passwords: the key is random, so there
 * is nothing to try guesses against, and each request looks its key up by this hash.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer pn_…` header, or null when the header is anything else. */
export function bearerApiKey(header: string): string | null {
  const key = BEARER_PATTERN.exec(header)?.[1];
  return key && KEY_PATTERN.test(key) ? key : null;
}
