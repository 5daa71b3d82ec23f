import type { TestSubscription } from '@promptnest/core';
import { cn } from '../../../lib/cn';

/** Max-level tiers (Max, Enterprise) in the brand colour, Pro-level ones (Pro, Premium) softer. */
export function TierBadge({ tier }: { tier: TestSubscription['tier'] }) {
  const isMaxLevel = tier === 'Max' || tier === 'Enterprise';
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isMaxLevel ? 'bg-primary text-primary-foreground' : 'border border-primary/30 bg-accent text-accent-foreground',
      )}
    >
      {tier}
    </span>
  );
}
