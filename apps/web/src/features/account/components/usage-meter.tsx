import type { UsageCount } from '@promptnest/core';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** One line of Usage & Limits: '3 / 5' with a bar, or '3 / ∞' and no bar when unlimited. */
export function UsageMeter({ label, usage }: { label: string; usage: UsageCount }) {
  const labelId = useId();
  const limit = usage.limit;
  const percent = limit === null || limit === 0 ? 0 : Math.min(100, (usage.used / limit) * 100);
  const isFull = limit !== null && usage.used >= limit;

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {usage.used} / {limit === null ? (
            <>
              <span aria-hidden="true">∞</span>
              <span className="sr-only">unlimited</span>
            </>
          ) : (
            limit
          )}
        </span>
      </div>
      {limit !== null && (
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(usage.used, limit)}
          aria-valuetext={`${usage.used} of ${limit} used`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-[width] duration-500', isFull ? 'bg-destructive' : 'bg-linear-to-r from-brand-from to-brand-to')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
