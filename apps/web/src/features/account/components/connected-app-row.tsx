import type { ConnectedApp } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { hostOf } from '../../oauth/consent-texts';
import { describeConnected, describeLastActive } from '../connected-apps-texts';
import { AccessRow } from './access-row';

interface ConnectedAppRowProps {
  app: ConnectedApp;
  isDisconnecting: boolean;
  onDisconnect: () => void;
}

/** One app: its name, address and access, when it was connected and last active, and Disconnect. */
export function ConnectedAppRow({ app, isDisconnecting, onDisconnect }: ConnectedAppRowProps) {
  return (
    <AccessRow
      name={app.name}
      access={app.access}
      detail={hostOf(app.uri)}
      facts={[{ text: describeConnected(app.connectedAt) }, { text: describeLastActive(app.lastActiveAt) }]}
      action={
        <Button variant="outline" size="sm" className="self-start sm:self-center" aria-label={`Disconnect ${app.name}`} isLoading={isDisconnecting} onClick={onDisconnect}>
          Disconnect
        </Button>
      }
    />
  );
}
