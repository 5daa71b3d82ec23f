import type { BillingInterval, PlanId, SubscriptionStatus } from '@promptnest/core';
import { PricingPlans } from '../../../components/pricing-plans';
import { useCheckoutRedirect, usePortalRedirect } from '../api/use-billing-redirects';
import { useLandingSubscription } from '../api/use-landing-subscription';
import { choosePlanLabel, outlineButton, PlanLink, primaryButton } from './plan-link';

interface PaidPlanButtonProps {
  plan: Exclude<PlanId, 'free'>;
  interval: BillingInterval;
  status: SubscriptionStatus | undefined;
  checkout: ReturnType<typeof useCheckoutRedirect>;
  portal: ReturnType<typeof usePortalRedirect>;
}

function PaidPlanButton({ plan, interval, status, checkout, portal }: PaidPlanButtonProps) {
  if (status?.subscribed && status.plan === plan) {
    // A test subscription from an administrator has no portal; its details are on the account page.
    if (status.grantedByAdmin || status.source === 'admin') return <PlanLink to="/app/account" label="Manage Subscription" isPrimary />;
    return (
      <button type="button" className={primaryButton} disabled={portal.isPending} onClick={() => portal.mutate()}>
        {portal.isPending ? 'Loading...' : 'Manage Subscription'}
      </button>
    );
  }
  const isThisPending = checkout.isPending && checkout.variables?.plan === plan;
  return (
    <button
      type="button"
      className={plan === 'pro' ? primaryButton : outlineButton}
      // Paying users change plans in Manage Subscription; until the status is known, nothing to start.
      disabled={!status || status.subscribed || checkout.isPending}
      onClick={() => checkout.mutate({ plan, interval })}
    >
      {isThisPending ? 'Loading...' : choosePlanLabel(plan)}
    </button>
  );
}

/**
 * Spec §2 "Pricing buttons" for a signed-in, approved user: Free goes to the app, Pro and Max start a
 * checkout, and the current paid plan offers Manage Subscription. Loaded only for such users, so a
 * visitor's landing page carries none of the billing code.
 */
export function MemberPricingPlans({ className, interval }: { className?: string; interval: BillingInterval }) {
  const status = useLandingSubscription();
  const checkout = useCheckoutRedirect();
  const portal = usePortalRedirect();
  return (
    <PricingPlans
      className={className}
      interval={interval}
      // Not dimmed here: the current plan's card carries the live Manage Subscription button.
      currentPlan={status?.plan}
      renderAction={(plan) =>
        plan === 'free' ? (
          <PlanLink to="/app" label="Go to App" isPrimary={false} />
        ) : (
          <PaidPlanButton plan={plan} interval={interval} status={status} checkout={checkout} portal={portal} />
        )
      }
    />
  );
}
