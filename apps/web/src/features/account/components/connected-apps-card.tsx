import type { ConnectedApp } from '@promptnest/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LinkIcon } from '../../../components/ui/app-icons';
import { isClientError } from '../../../lib/api-client';
import { useConnectedApps } from '../api/use-connected-apps';
import { useDisconnectApp } from '../api/use-disconnect-app';
import { connectedAppsTexts as texts } from '../connected-apps-texts';
import { AccessList } from './access-list';
import { AccountCard } from './account-card';
import { ConnectedAppRow } from './connected-app-row';

/** AI tools connected by signing in (docs/decisions/0015-mcp-oauth.md): list them, disconnect them. */
export function ConnectedAppsCard() {
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();
  const [toDisconnect, setToDisconnect] = useState<ConnectedApp | null>(null);

  async function handleDisconnect(app: ConnectedApp) {
    // Awaited rather than mutate()'s callbacks: the row unmounts when the list refreshes.
    try {
      await disconnect.mutateAsync(app.clientId);
      toast.success(texts.disconnected, { description: app.name });
    } catch (error) {
      toast.error(texts.disconnectFailed, { description: isClientError(error) ? error.message : undefined });
    }
  }

  return (
    <AccountCard title={texts.title} Icon={LinkIcon} description={texts.purpose}>
      <div aria-busy={apps.isPending}>
        <AccessList query={apps} label={texts.title} empty={texts.empty} loadFailed={texts.loadFailed}>
          {(app) => (
            <ConnectedAppRow key={app.clientId} app={app} isDisconnecting={disconnect.isPending && disconnect.variables === app.clientId} onDisconnect={() => setToDisconnect(app)} />
          )}
        </AccessList>
      </div>
      <ConfirmDialog
        open={toDisconnect !== null}
        onOpenChange={(open) => !open && setToDisconnect(null)}
        title={texts.disconnectQuestion(toDisconnect?.name ?? '')}
        description={texts.disconnectConsequence}
        confirmLabel="Disconnect"
        isDestructive
        onConfirm={() => toDisconnect && void handleDisconnect(toDisconnect)}
      />
    </AccountCard>
  );
}
