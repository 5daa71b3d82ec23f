import { apiKeyAccessLabels, type ApiKey } from '@promptnest/core';
import { TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { describeExpiry, describeLastUse } from '../api-key-texts';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  isRevoking: boolean;
  onRevoke: () => void;
}

/** One key: its name and access, the start of the key (never the rest), its dates, and Revoke. */
export function ApiKeyRow({ apiKey, isRevoking, onRevoke }: ApiKeyRowProps) {
  const expiry = describeExpiry(apiKey.expiresAt);
  const facts = [
    { text: `Created ${formatDate(apiKey.createdAt)}`, isAlert: false },
    { text: describeLastUse(apiKey.lastUsedAt), isAlert: false },
    { text: expiry.text, isAlert: expiry.isExpired },
  ];
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold [overflow-wrap:anywhere]">{apiKey.name}</p>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              apiKey.access === 'write' ? 'border border-primary/30 bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {apiKeyAccessLabels[apiKey.access]}
          </span>
        </div>
        <p className="font-mono text-sm text-foreground/80">{apiKey.start}…</p>
        {/* One fact a line on phones; one line with dots between them from 640 px. */}
        <p className="flex flex-col gap-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-2">
          {facts.map((fact, index) => (
            <span key={fact.text} className={cn(fact.isAlert && 'font-medium text-destructive-text')}>
              {index > 0 && (
                <span aria-hidden="true" className="mr-2 hidden text-muted-foreground sm:inline">
                  ·
                </span>
              )}
              {fact.text}
            </span>
          ))}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        aria-label={`Revoke ${apiKey.name}`}
        isLoading={isRevoking}
        onClick={onRevoke}
      >
        {!isRevoking && <TrashIcon className="text-destructive-text" />}
        Revoke
      </Button>
    </li>
  );
}
