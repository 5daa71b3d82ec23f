import { formatUsd, monthlyEquivalentCents, planLimits, planPriceCents, type BillingInterval, type PlanId } from '@promptnest/core';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { planDetails } from './plan-names';
import { CheckIcon } from './ui/app-icons';

// No Radix here: the landing page shows these cards too, and stays free of the app's heavier code.

const planIds: PlanId[] = ['free', 'pro', 'max'];

/** Spec §9 "Plans and prices": what every plan offers besides its limits. */
const extras = ['Unlimited sharing', 'CSV export'];

function limitText(limit: number | null, noun: string): string {
  return limit === null ? `Unlimited ${noun}` : `${limit} ${noun}`;
}

interface PricingPlansProps {
  /** The signed-in user's plan, marked 'Current plan'; undefined for visitors. */
  currentPlan?: PlanId;
  /** Users with a paid plan see the paid cards dimmed (spec §2 "Upgrade dialog"). */
  hasPaidPlan?: boolean;
  /** The card's button or link; null for none. */
  renderAction: (plan: PlanId) => ReactNode;
  /** Which prices show: per month, or per year with what that comes to per month. */
  interval?: BillingInterval;
  /** The level of the plan names in the page outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** The Free, Pro and Max cards, for the upgrade dialog and the landing page's pricing. */
/** A plan's price on `interval`: '$2.99 per month', or '$26.91 per year' with '$2.24 per month, billed annually'. */
function PlanPrice({ plan, interval, isDimmed }: { plan: PlanId; interval: BillingInterval; isDimmed: boolean }) {
  const isAnnual = interval === 'year' && plan !== 'free';
  return (
    <div>
      <p>
        <span className={cn('text-3xl font-bold tracking-tight', !isDimmed && 'text-foreground')}>{formatUsd(planPriceCents(plan, isAnnual ? 'year' : 'month'))}</span>
        <span className="text-sm text-muted-foreground">{isAnnual ? ' per year' : ' per month'}</span>
      </p>
      {isAnnual && (
        <p className="mt-1 text-sm text-muted-foreground">
          {formatUsd(monthlyEquivalentCents(plan, 'year'))} per month, billed annually
          <span className="sr-only"> instead of {formatUsd(planPriceCents(plan, 'month'))} per month</span>
        </p>
      )}
    </div>
  );
}

export function PricingPlans({ currentPlan, hasPaidPlan = false, renderAction, interval = 'month', headingLevel: Heading = 'h3', className }: PricingPlansProps) {
  return (
    <ul className={cn('grid gap-4 md:grid-cols-3', className)}>
      {planIds.map((id) => {
        const { name } = planDetails[id];
        const isCurrent = id === currentPlan;
        const isDimmed = hasPaidPlan && id !== 'free';
        const isFeatured = id === 'pro' && !isDimmed;
        const action = renderAction(id);
        const features = [limitText(planLimits[id].prompts, 'prompts'), limitText(planLimits[id].templates, 'templates'), ...extras];
        return (
          <li
            key={id}
            aria-labelledby={`plan-${id}-name`}
            // Dimmed by colour, not opacity: the text keeps its contrast.
            className={cn(
              'relative flex flex-col gap-4 rounded-2xl border p-5',
              isDimmed ? 'border-dashed bg-muted/70 text-muted-foreground' : 'bg-card',
              isFeatured && 'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/30',
              isCurrent && 'border-primary/60 border-solid',
            )}
          >
            <div className="flex min-h-6 items-center justify-between gap-2">
              <Heading id={`plan-${id}-name`} className={cn('text-lg font-semibold', !isDimmed && 'text-foreground')}>
                {name}
              </Heading>
              {isCurrent && (
                <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">Current plan</span>
              )}
            </div>
            <PlanPrice plan={id} interval={interval} isDimmed={isDimmed} />
            <ul className="grid gap-2 text-sm">
              {features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <CheckIcon className={isDimmed ? 'text-muted-foreground' : 'text-primary-text'} />
                  {feature}
                </li>
              ))}
            </ul>
            {action && <div className="mt-auto grid pt-1">{action}</div>}
          </li>
        );
      })}
    </ul>
  );
}
