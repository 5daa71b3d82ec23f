import { API_REFERENCE_PATH, type ApiKey } from '@promptnest/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClassName } from '../../../components/ui/button-styles';
import { isClientError } from '../../../lib/api-client';
import { useApiKeys } from '../api/use-api-keys';
import { useRevokeApiKey } from '../api/use-revoke-api-key';
import { apiKeyTexts, isAtKeyLimit } from '../api-key-texts';
import { AccessList } from './access-list';
import { AccountCard } from './account-card';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyIcon } from '../../../components/ui/app-icons';

/** Personal API keys, for scripts and AI tools: create one and see it once, list them, revoke them. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);

  async function handleRevoke(key: ApiKey) {
    // Awaited rather than mutate()'s callbacks: the row unmounts when the list refreshes.
    try {
      await revoke.mutateAsync(key.id);
      toast.success(apiKeyTexts.revoked, { description: key.name });
    } catch (error) {
      toast.error(apiKeyTexts.revokeFailed, { description: isClientError(error) ? error.message : undefined });
    }
  }

  return (
    <AccountCard title="API keys" Icon={KeyIcon} description={apiKeyTexts.purpose}>
      <div className="grid gap-4" aria-busy={keys.isPending}>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <CreateApiKeyDialog isAtLimit={isAtKeyLimit(keys.data)} />
          <a href={API_REFERENCE_PATH} className={buttonClassName('link')}>
            API reference
          </a>
        </div>
        <AccessList query={keys} label="API keys" empty={apiKeyTexts.empty} loadFailed="Could not load your API keys.">
          {(key) => <ApiKeyRow key={key.id} apiKey={key} isRevoking={revoke.isPending && revoke.variables === key.id} onRevoke={() => setToRevoke(key)} />}
        </AccessList>
      </div>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={apiKeyTexts.revokeQuestion(toRevoke?.name ?? '')}
        description={apiKeyTexts.revokeConsequence}
        confirmLabel="Revoke"
        isDestructive
        onConfirm={() => toRevoke && void handleRevoke(toRevoke)}
      />
    </AccountCard>
  );
}
