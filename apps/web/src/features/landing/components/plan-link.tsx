import type { PlanId } from '@promptnest/core';
import { planDetails } from '../../../components/plan-names';
import { buttonClassName } from '../../../components/ui/button-styles';
import { PageLink } from './page-link';

// Plain buttons and links here (no Radix Button): the landing page stays light.
export const primaryButton = buttonClassName('primary', 'md');
export const outlineButton = buttonClassName('outline', 'md');

/** What a plan card's button offers: Get Started for Free, Choose Pro or Choose Max. */
export function choosePlanLabel(plan: PlanId): string {
  return plan === 'free' ? 'Get Started' : `Choose ${planDetails[plan].name}`;
}

/** Pro is the plan we point people to: its button is the filled one. */
export function PlanLink({ to, label, isPrimary }: { to: string; label: string; isPrimary: boolean }) {
  return (
    <PageLink to={to} className={isPrimary ? primaryButton : outlineButton}>
      {label}
    </PageLink>
  );
}
