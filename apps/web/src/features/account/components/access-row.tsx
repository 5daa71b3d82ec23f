import { apiKeyAccessLabels, type ApiKeyAccess } from '@promptnest/core';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface AccessRowFact {
  text: string;
  /** Shown as a warning (an expired key). */
  isAlert?: boolean;
}

interface AccessRowProps {
  name: string;
  access: ApiKeyAccess;
  /** The line under the name, in monospace: a key's start, an app's address. */
  detail?: ReactNode;
  facts: AccessRowFact[];
  /** The button that ends its access. */
  action: ReactNode;
}

/** One way into the library on the account page (an API key, a connected app): name, access, facts, action. */
export function AccessRow({ name, access, detail, facts, action }: AccessRowProps) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold [overflow-wrap:anywhere]">{name}</p>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              access === 'write' ? 'border border-primary/30 bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {apiKeyAccessLabels[access]}
          </span>
        </div>
        {detail && <p className="font-mono text-sm text-foreground/80 [overflow-wrap:anywhere]">{detail}</p>}
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
      {action}
    </li>
  );
}
