import type { BillingInterval, PlanId, SessionUser } from '@promptnest/core';
import { lazy, Suspense, useState } from 'react';
import { IntervalSwitch } from '../../../components/interval-switch';
import { PricingPlans } from '../../../components/pricing-plans';
import { CheckIcon } from '../../../components/ui/app-icons';
import { useBillingIntervals } from '../../../components/use-billing-intervals';
import { cn } from '../../../lib/cn';
import { useViewer } from '../api/use-viewer';
import { LandingSection } from './landing-section';
import { choosePlanLabel, outlineButton, PlanLink, primaryButton } from './plan-link';

const MemberPricingPlans = lazy(() => import('./member-pricing-plans').then((m) => ({ default: m.MemberPricingPlans })));

/** Spec §9 "Plans and prices": the pricing texts, word for word. */
const pricingNotes = [
  'Annual billing saves 25%.',
  'Upgrades are pro-rated.',
  'On downgrade, existing prompts are kept, but only the newest within the limit are visible.',
];

/** Spec §2 "Pricing buttons" for a visitor (to sign up) and a pending account (to /app, which says why it waits). */
function visitorAction(plan: PlanId, user: SessionUser | null) {
  if (!user) return <PlanLink to="/auth?tab=signup" label={choosePlanLabel(plan)} isPrimary={plan === 'pro'} />;
  return <PlanLink to="/app" label={plan === 'free' ? 'Go to App' : choosePlanLabel(plan)} isPrimary={plan === 'pro'} />;
}

/** While the member buttons load: the same buttons, not yet usable, so nothing moves when they arrive. */
function waitingAction(plan: PlanId) {
  return (
    <button type="button" disabled className={plan === 'pro' ? primaryButton : outlineButton}>
      {plan === 'free' ? 'Go to App' : choosePlanLabel(plan)}
    </button>
  );
}

/** The landing page's #pricing: the same plan cards as the upgrade dialog. */
export function PricingSection() {
  // Until the session is known (and in the prerendered page) the visitor's buttons show, as for most visits.
  const user = useViewer() ?? null;
  const intervals = useBillingIntervals();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval>('month');
  const interval = intervals.includes(chosenInterval) ? chosenInterval : 'month';
  const cardsClassName = cn('mx-auto max-w-5xl', intervals.length > 1 ? 'mt-8' : 'mt-12');

  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing"
      intro="Start free. Upgrade when your library outgrows it, for less than a coffee a month."
      isTinted
    >
      <IntervalSwitch value={interval} onChange={setChosenInterval} intervals={intervals} className="mt-10" />
      {user?.approved ? (
        <Suspense fallback={<PricingPlans className={cardsClassName} interval={interval} renderAction={waitingAction} />}>
          <MemberPricingPlans className={cardsClassName} interval={interval} />
        </Suspense>
      ) : (
        <PricingPlans className={cardsClassName} interval={interval} renderAction={(plan) => visitorAction(plan, user)} />
      )}
      <ul className="mx-auto mt-8 grid max-w-fit gap-2 text-sm text-muted-foreground">
        {pricingNotes.map((note) => (
          <li key={note} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 text-primary-text" />
            {note}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
