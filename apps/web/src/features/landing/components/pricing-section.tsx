import type { PlanId, SubscriptionStatus } from '@promptnest/core';
import { Link } from 'react-router';
import { planDetails } from '../../../components/plan-names';
import { PricingPlans } from '../../../components/pricing-plans';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useOpenBillingPortal } from '../../../components/use-open-billing-portal';
import { useStartCheckout } from '../../../components/use-start-checkout';
import { useSubscription } from '../../../components/use-subscription';
import { useSession } from '../../../lib/session';

// Plain buttons and links here (no Radix Button): the landing page stays light.
const primary = buttonClassName('primary', 'md');
const outline = buttonClassName('outline', 'md');

function PlanLink({ to, label, isPrimary }: { to: string; label: string; isPrimary: boolean }) {
  return (
    <Link to={to} className={isPrimary ? primary : outline}>
      {label}
    </Link>
  );
}

/** Spec §2 "Pricing buttons": what each card's button does for a visitor, a pending user and a signed-in user. */
function usePlanAction() {
  const { data: session, isPending: isSessionPending } = useSession();
  const { data: status } = useSubscription();
  const checkout = useStartCheckout();
  const portal = useOpenBillingPortal();
  const user = isSessionPending ? null : session?.user;

  return function renderAction(plan: PlanId) {
    const label = plan === 'free' ? 'Get Started' : `Choose ${planDetails[plan].name}`;
    if (!user) return <PlanLink to="/auth?tab=signup" label={label} isPrimary={plan === 'pro'} />;
    // Pending accounts cannot buy yet; /app shows them the Pending Approval screen.
    if (!user.approved) return <PlanLink to="/app" label={plan === 'free' ? 'Go to App' : label} isPrimary={plan === 'pro'} />;
    if (plan === 'free') return <PlanLink to="/app" label="Go to App" isPrimary={false} />;
    return <PaidPlanButton plan={plan} status={status} checkout={checkout} portal={portal} label={label} />;
  };
}

interface PaidPlanButtonProps {
  plan: Exclude<PlanId, 'free'>;
  status: SubscriptionStatus | undefined;
  checkout: ReturnType<typeof useStartCheckout>;
  portal: ReturnType<typeof useOpenBillingPortal>;
  label: string;
}

function PaidPlanButton({ plan, status, checkout, portal, label }: PaidPlanButtonProps) {
  if (status?.subscribed && status.plan === plan) {
    // A test subscription from an administrator has no portal; its details are on the account page.
    if (status.grantedByAdmin || status.source === 'admin') return <PlanLink to="/app/account" label="Manage Subscription" isPrimary />;
    return (
      <button type="button" className={primary} disabled={portal.isPending} onClick={() => portal.mutate()}>
        {portal.isPending ? 'Loading...' : 'Manage Subscription'}
      </button>
    );
  }
  const isThisPending = checkout.isPending && checkout.variables === plan;
  return (
    <button
      type="button"
      className={plan === 'pro' ? primary : outline}
      // Paying users change plans in Manage Subscription; until the status is known, nothing to start.
      disabled={!status || status.subscribed || checkout.isPending}
      onClick={() => checkout.mutate(plan)}
    >
      {isThisPending ? 'Loading...' : label}
    </button>
  );
}

/** The landing page's #pricing: the same plan cards as the upgrade dialog. */
export function PricingSection() {
  const renderAction = usePlanAction();
  const { data: status } = useSubscription();

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-t bg-muted/40 px-4 py-20">
      <div className="mx-auto max-w-5xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Simple pricing
          </h2>
          <p className="mt-3 text-muted-foreground">Start free. Upgrade when your library outgrows it.</p>
        </div>
        <PricingPlans
          className="mt-10"
          // Not dimmed here: the current plan's card carries the live Manage Subscription button.
          currentPlan={status?.plan}
          renderAction={renderAction}
        />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Upgrades are pro-rated. On a downgrade your prompts are kept, and the newest within the limit stay visible.
        </p>
      </div>
    </section>
  );
}
