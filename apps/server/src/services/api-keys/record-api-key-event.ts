import type { ApiKeyAccess, SessionUser } from '@promptnest/core';
import type { Queryable } from '../../db/connect.js';
import { recordSecurityEvent } from '../record-security-event.js';

/** A key made or revoked, for the audit trail: which key, its name and access, never the key itself. */
export async function recordApiKeyEvent(
  db: Queryable,
  type: 'api_key_created' | 'api_key_revoked',
  user: SessionUser,
  ipAddress: string | null,
  key: { id: string; name: string; access: ApiKeyAccess },
): Promise<void> {
  await recordSecurityEvent(db, {
    type,
    email: user.email,
    userId: user.id,
    ipAddress,
    details: { keyId: key.id, name: key.name, access: key.access },
  });
}
