import { ANNUAL_DISCOUNT_PERCENT, type BillingInterval } from '@promptnest/core';
import { cn } from '../lib/cn';

// Two plain buttons, no Radix: the landing page's pricing shows this switch too and stays light.

const labels: Record<BillingInterval, string> = { month: 'Monthly', year: 'Annual' };

interface IntervalSwitchProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** The periods on offer; with only one there is nothing to switch and nothing shows. */
  intervals: BillingInterval[];
  className?: string;
}

/** Monthly or Annual billing for the plan cards beside it (spec §9: annual billing saves 25%). */
export function IntervalSwitch({ value, onChange, intervals, className }: IntervalSwitchProps) {
  if (intervals.length < 2) return null;
  return (
    <div role="group" aria-label="Billing period" className={cn('mx-auto flex w-fit rounded-full border bg-muted p-1', className)}>
      {intervals.map((interval) => (
        <button
          key={interval}
          type="button"
          aria-pressed={value === interval}
          onClick={() => onChange(interval)}
          className={cn(
            'flex min-h-10 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors',
            'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
            value === interval ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {labels[interval]}
          {interval === 'year' && (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
              Save {ANNUAL_DISCOUNT_PERCENT}%
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
