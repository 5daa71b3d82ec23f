import type { BillingInterval } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { onOpenUpgradeDialog } from '../lib/app-events';
import { IntervalSwitch } from './interval-switch';
import { PricingPlans } from './pricing-plans';
import { Button } from './ui/button';
import { buttonClassName } from './ui/button-styles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { useBillingIntervals } from './use-billing-intervals';
import { useStartCheckout } from './use-start-checkout';
import { useSubscription } from './use-subscription';

/**
 * The plan dialog (spec §2 "Upgrade dialog"), opened by the global openUpgradeDialog event. Upgrade starts
 * a checkout; users who already pay change plans through Manage Subscription instead, so their buttons are off.
 */
export function UpgradeDialog() {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onOpenUpgradeDialog(() => setIsOpen(true)), []);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogContent size="lg">{isOpen && <PlanChoice onClose={() => setIsOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

/** The dialog's content, mounted only while it is open: it asks which billing periods are offered then. */
function PlanChoice({ onClose }: { onClose: () => void }) {
  const { data: status } = useSubscription();
  const checkout = useStartCheckout();
  const intervals = useBillingIntervals();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval>('month');
  const shownInterval = intervals.includes(chosenInterval) ? chosenInterval : 'month';
  const hasPaidPlan = status?.subscribed === true;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Choose your plan</DialogTitle>
        <DialogDescription>Raise your limits on prompts and templates.</DialogDescription>
      </DialogHeader>
      <IntervalSwitch value={shownInterval} onChange={setChosenInterval} intervals={intervals} />
      <PricingPlans
        interval={shownInterval}
        className="md:gap-3"
        currentPlan={status?.plan ?? 'free'}
        hasPaidPlan={hasPaidPlan}
        renderAction={(plan) =>
          plan === 'free' ? null : (
            <Button
              disabled={hasPaidPlan || checkout.isPending}
              aria-busy={checkout.isPending && checkout.variables?.plan === plan ? true : undefined}
              // Spec §4: 'Loading...' while the request runs; the dialog closes once it is answered.
              onClick={() => checkout.mutate({ plan, interval: shownInterval }, { onSettled: onClose })}
            >
              {checkout.isPending && checkout.variables?.plan === plan ? 'Loading...' : 'Upgrade'}
            </Button>
          )
        }
      />
      {hasPaidPlan && (
        <p className="flex flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground sm:flex-row">
          You already have a paid plan.
          <Link to="/app/account" onClick={onClose} className={buttonClassName('link')}>
            Manage it in Account Settings
          </Link>
        </p>
      )}
    </>
  );
}
