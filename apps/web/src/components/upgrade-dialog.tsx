import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { onOpenUpgradeDialog } from '../lib/app-events';
import { PricingPlans } from './pricing-plans';
import { Button } from './ui/button';
import { buttonClassName } from './ui/button-styles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { useStartCheckout } from './use-start-checkout';
import { useSubscription } from './use-subscription';

/**
 * The plan dialog (spec §2 "Upgrade dialog"), opened by the global openUpgradeDialog event. Upgrade starts
 * a checkout; users who already pay change plans through Manage Subscription instead, so their buttons are off.
 */
export function UpgradeDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const { data: status } = useSubscription();
  const checkout = useStartCheckout();
  const hasPaidPlan = status?.subscribed === true;

  useEffect(() => onOpenUpgradeDialog(() => setIsOpen(true)), []);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Choose your plan</DialogTitle>
          <DialogDescription>Raise your limits on prompts and templates.</DialogDescription>
        </DialogHeader>
        <PricingPlans
          className="md:gap-3"
          currentPlan={status?.plan ?? 'free'}
          hasPaidPlan={hasPaidPlan}
          renderAction={(plan) =>
            plan === 'free' ? null : (
              <Button
                disabled={hasPaidPlan || checkout.isPending}
                aria-busy={checkout.isPending && checkout.variables === plan ? true : undefined}
                // Spec §4: 'Loading...' while the request runs; the dialog closes once it is answered.
                onClick={() => checkout.mutate(plan, { onSettled: () => setIsOpen(false) })}
              >
                {checkout.isPending && checkout.variables === plan ? 'Loading...' : 'Upgrade'}
              </Button>
            )
          }
        />
        {hasPaidPlan && (
          <p className="flex flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground sm:flex-row">
            You already have a paid plan.
            <Link to="/app/account" onClick={() => setIsOpen(false)} className={buttonClassName('link')}>
              Manage it in Account Settings
            </Link>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
