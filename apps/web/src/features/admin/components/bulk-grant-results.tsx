import type { BulkGrantOutcome, BulkGrantResult } from '@promptnest/core';
import { useId } from 'react';
import { AlertIcon, CheckIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import { AdminList } from './card-states';

const outcomeLabels: Record<BulkGrantOutcome, string> = {
  granted: 'Granted',
  duplicate: 'Duplicate',
  not_found: 'Not found',
  has_paid_subscription: 'Has paid subscription',
};

/** What happened to each address of a bulk grant; the server's message explains the ones not granted. */
export function BulkGrantResults({ results }: { results: BulkGrantResult[] }) {
  const headingId = useId();
  const grantedCount = results.filter((result) => result.outcome === 'granted').length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <h4 id={headingId} className="text-sm font-semibold">
        Results: {grantedCount} of {results.length} granted
      </h4>
      <AdminList label="Bulk grant results" isFocusable className="max-h-72">
        {results.map((result, index) => {
          const isGranted = result.outcome === 'granted';
          return (
            <li key={`${index}-${result.email}`} className="grid gap-1 px-3 py-2 text-sm">
              <div className="flex items-start gap-2">
                {isGranted ? (
                  <CheckIcon className="mt-0.5 text-primary" />
                ) : (
                  <AlertIcon className={cn('mt-0.5', result.outcome === 'duplicate' ? 'text-muted-foreground' : 'text-destructive-text')} />
                )}
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{result.email}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-6 text-xs text-muted-foreground">
                <span
                  className={cn(
                    'rounded-full px-2 py-px font-semibold',
                    isGranted ? 'bg-accent text-accent-foreground' : 'border text-muted-foreground',
                  )}
                >
                  {outcomeLabels[result.outcome]}
                </span>
                {!isGranted && <span>{result.message}</span>}
              </div>
            </li>
          );
        })}
      </AdminList>
    </section>
  );
}
