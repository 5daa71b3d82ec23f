import { API_REFERENCE_PATH, type ApiKey } from '@promptnest/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import { isClientError } from '../../../lib/api-client';
import { useApiKeys } from '../api/use-api-keys';
import { useRevokeApiKey } from '../api/use-revoke-api-key';
import { apiKeyTexts, isAtKeyLimit } from '../api-key-texts';
import { AccountCard } from './account-card';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyIcon } from '../../../components/ui/app-icons';

/** The keys, or what stands in for them while they load, fail to load, or do not exist yet. */
function ApiKeyList({ onRevoke, revokingId }: { onRevoke: (key: ApiKey) => void; revokingId: string | undefined }) {
  const keys = useApiKeys();
  if (keys.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-muted" />;
  if (keys.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 px-4 py-3 text-sm">
        <span className="text-destructive-text">Could not load your API keys.</span>
        <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (keys.data.length === 0) {
    return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{apiKeyTexts.empty}</p>;
  }
  return (
    <ul aria-label="API keys" className="divide-y rounded-xl border">
      {keys.data.map((key) => (
        <ApiKeyRow key={key.id} apiKey={key} isRevoking={revokingId === key.id} onRevoke={() => onRevoke(key)} />
      ))}
    </ul>
  );
}

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
        <ApiKeyList onRevoke={setToRevoke} revokingId={revoke.isPending ? revoke.variables : undefined} />
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
