import { subscriptionDateLabel, type SubscriptionStatus } from '@promptnest/core';
import { periodPriceText, tierLabel } from '../../../components/plan-names';
import { CreditCardIcon, SparklesIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useOpenBillingPortal } from '../../../components/use-open-billing-portal';
import { useSubscription } from '../../../components/use-subscription';
import { openUpgradeDialog } from '../../../lib/app-events';
import { formatDate } from '../../../lib/format-date';
import { AccountCard } from './account-card';

/** Only subscriptions bought through a payment provider have a portal; an admin's test grant does not. */
function hasPortal(status: SubscriptionStatus): boolean {
  return status.subscribed && !status.grantedByAdmin && (status.source === 'stripe' || status.source === 'local');
}

/** Spec §2 "Subscription": the plan badge, the date line, and Manage Subscription or Upgrade Plan. */
export function SubscriptionCard() {
  const { data: status } = useSubscription();
  const portal = useOpenBillingPortal();
  const dateLabel = status ? subscriptionDateLabel(status) : null;

  return (
    <AccountCard title="Subscription" Icon={CreditCardIcon}>
      {!status ? (
        // The shape of a loaded card (plan row, one line, a button), so nothing below moves when it arrives.
        <div aria-hidden="true" className="grid gap-5">
          <div className="grid gap-2">
            <span className="h-6 w-40 animate-pulse rounded-full bg-muted" />
            <span className="h-5 w-64 max-w-full animate-pulse rounded bg-muted" />
          </div>
          <span className="h-10 w-40 animate-pulse rounded-lg bg-muted" />
        </div>
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">Current plan</span>
              <span className="rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-primary-foreground">
                {tierLabel(status)}
              </span>
              {status.grantedByAdmin && (
                <span className="rounded-full border border-primary/30 bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                  Test Subscription
                </span>
              )}
            </div>
            {dateLabel && status.subscriptionEnd && (
              <p className="text-sm">
                <span className="font-medium">{dateLabel}</span> {formatDate(status.subscriptionEnd)}
              </p>
            )}
            {status.interval && status.plan !== 'free' && (
              <p className="text-sm text-muted-foreground">
                {status.interval === 'year' ? 'Billed annually' : 'Billed monthly'}: {periodPriceText(status.plan, status.interval)}
              </p>
            )}
            {status.grantedByAdmin && (
              <p className="text-sm text-muted-foreground">
                An administrator granted this test subscription. It ends on its own; there is nothing to pay or cancel.
              </p>
            )}
            {!status.subscribed && (
              <p className="text-sm text-muted-foreground">Upgrade to Pro or Max for more prompts and templates.</p>
            )}
          </div>
          {hasPortal(status) ? (
            <Button variant="outline" className="justify-self-start" isLoading={portal.isPending} onClick={() => portal.mutate()}>
              Manage Subscription
            </Button>
          ) : (
            !status.subscribed && (
              <Button className="justify-self-start" onClick={openUpgradeDialog}>
                <SparklesIcon />
                Upgrade Plan
              </Button>
            )
          )}
        </div>
      )}
    </AccountCard>
  );
}
