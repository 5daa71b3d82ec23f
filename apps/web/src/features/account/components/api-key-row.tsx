import type { ApiKey } from '@promptnest/core';
import { TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { describeExpiry, describeLastUse } from '../api-key-texts';
import { AccessRow } from './access-row';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  isRevoking: boolean;
  onRevoke: () => void;
}

/** One key: its name and access, the start of the key (never the rest), its dates, and Revoke. */
export function ApiKeyRow({ apiKey, isRevoking, onRevoke }: ApiKeyRowProps) {
  const expiry = describeExpiry(apiKey.expiresAt);
  return (
    <AccessRow
      name={apiKey.name}
      access={apiKey.access}
      detail={`${apiKey.start}…`}
      facts={[{ text: `Created ${formatDate(apiKey.createdAt)}` }, { text: describeLastUse(apiKey.lastUsedAt) }, { text: expiry.text, isAlert: expiry.isExpired }]}
      action={
        <Button variant="outline" size="sm" className="self-start sm:self-center" aria-label={`Revoke ${apiKey.name}`} isLoading={isRevoking} onClick={onRevoke}>
          {!isRevoking && <TrashIcon className="text-destructive-text" />}
          Revoke
        </Button>
      }
    />
  );
}
