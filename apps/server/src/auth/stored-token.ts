import { createHash } from 'node:crypto';

/**
 * What the database keeps of a token that signs someone in: its SHA-256, in hex. The tokens are random
 * (a session token is 32 random characters, a reset token 24), so no one can guess one back from its hash,
 * and a fast hash still lets each request find its row by an index. A copy of the database or a backup
 * then holds nothing that works (docs/decisions/0018-backups-and-upgrades.md).
 */
export function hashStoredToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** better-auth's identifier of a password-reset link's row: this prefix, then the link's token. */
export const RESET_PASSWORD_PREFIX = 'reset-password:';

/**
 * The identifier a reset link's row is stored under: the prefix kept (so a user's links can still be found
 * and voided together), the token hashed. PostgreSQL computes the same in migration 0016 for older rows.
 */
export function storedResetIdentifier(token: string): string {
  return `${RESET_PASSWORD_PREFIX}${hashStoredToken(token)}`;
}
