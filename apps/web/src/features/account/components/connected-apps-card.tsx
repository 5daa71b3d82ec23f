import type { ConnectedApp } from '@promptnest/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LinkIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { isClientError } from '../../../lib/api-client';
import { useConnectedApps } from '../api/use-connected-apps';
import { useDisconnectApp } from '../api/use-disconnect-app';
import { connectedAppsTexts as texts } from '../connected-apps-texts';
import { AccountCard } from './account-card';
import { ConnectedAppRow } from './connected-app-row';

/** The apps, or what stands in for them while they load, fail to load, or do not exist yet. */
function ConnectedAppList({ onDisconnect, disconnectingId }: { onDisconnect: (app: ConnectedApp) => void; disconnectingId: string | undefined }) {
  const apps = useConnectedApps();
  if (apps.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-muted" />;
  if (apps.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 px-4 py-3 text-sm">
        <span className="text-destructive-text">{texts.loadFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void apps.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (apps.data.length === 0) {
    return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{texts.empty}</p>;
  }
  return (
    <ul aria-label={texts.title} className="divide-y rounded-xl border">
      {apps.data.map((app) => (
        <ConnectedAppRow key={app.clientId} app={app} isDisconnecting={disconnectingId === app.clientId} onDisconnect={() => onDisconnect(app)} />
      ))}
    </ul>
  );
}

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
        <ConnectedAppList onDisconnect={setToDisconnect} disconnectingId={disconnect.isPending ? disconnect.variables : undefined} />
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
