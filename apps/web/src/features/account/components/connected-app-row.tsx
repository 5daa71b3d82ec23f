import { apiKeyAccessLabels, type ConnectedApp } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { hostOf } from '../../oauth/consent-texts';
import { describeConnected, describeLastActive } from '../connected-apps-texts';

interface ConnectedAppRowProps {
  app: ConnectedApp;
  isDisconnecting: boolean;
  onDisconnect: () => void;
}

/** One app: its name, address and access, when it was connected and last active, and Disconnect. */
export function ConnectedAppRow({ app, isDisconnecting, onDisconnect }: ConnectedAppRowProps) {
  const host = hostOf(app.uri);
  const facts = [describeConnected(app.connectedAt), describeLastActive(app.lastActiveAt)];
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold [overflow-wrap:anywhere]">{app.name}</p>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              app.access === 'write' ? 'border border-primary/30 bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {apiKeyAccessLabels[app.access]}
          </span>
        </div>
        {host && <p className="font-mono text-sm text-foreground/80 [overflow-wrap:anywhere]">{host}</p>}
        {/* One fact a line on phones; one line with a dot between them from 640 px. */}
        <p className="flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-2">
          {facts.map((fact, index) => (
            <span key={fact}>
              {index > 0 && (
                <span aria-hidden="true" className="mr-2 hidden text-muted-foreground sm:inline">
                  ·
                </span>
              )}
              {fact}
            </span>
          ))}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={`Disconnect ${app.name}`}
        isLoading={isDisconnecting}
        onClick={onDisconnect}
      >
        Disconnect
      </Button>
    </li>
  );
}
