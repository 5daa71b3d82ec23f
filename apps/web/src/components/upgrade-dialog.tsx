import { planLimits, type PlanId } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { onOpenUpgradeDialog } from '../lib/app-events';
import { cn } from '../lib/cn';
import { planDetails } from './plan-names';
import { CheckIcon } from './ui/app-icons';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { useUsage } from './use-usage';

const plans: { id: PlanId; extras: string[] }[] = [
  { id: 'free', extras: ['Unlimited sharing', 'CSV export'] },
  { id: 'pro', extras: ['Unlimited sharing', 'CSV export'] },
  { id: 'max', extras: ['Unlimited sharing', 'CSV export'] },
];

function limitText(limit: number | null, noun: string): string {
  return limit === null ? `Unlimited ${noun}` : `${limit} ${noun}`;
}

/**
 * The plan dialog (spec §2 "Upgrade dialog"), opened by the global openUpgradeDialog event.
 * Checkout arrives with the billing issue, which replaces this dialog's buttons with real ones;
 * until then every Upgrade button is disabled and says why.
 */
export function UpgradeDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const { data: usage } = useUsage();
  const currentPlan = usage?.plan ?? 'free';
  const hasPaidPlan = currentPlan !== 'free';

  useEffect(() => onOpenUpgradeDialog(() => setIsOpen(true)), []);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Choose your plan</DialogTitle>
          <DialogDescription>Raise your limits on prompts and templates.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-3">
          {plans.map(({ id, extras }) => {
            const { name, price } = planDetails[id];
            const isCurrent = id === currentPlan;
            const isDimmed = hasPaidPlan && id !== 'free' && !isCurrent;
            return (
              <li
                key={id}
                aria-labelledby={`plan-${id}`}
                className={cn(
                  'flex flex-col gap-3 rounded-xl border p-4',
                  id === 'pro' && 'border-primary/50 ring-1 ring-primary/30',
                  isDimmed && 'opacity-60',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`plan-${id}`} className="font-semibold">
                    {name}
                  </h3>
                  {isCurrent && (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                      Current plan
                    </span>
                  )}
                </div>
                <p>
                  <span className="text-2xl font-bold tracking-tight">{price}</span>
                  <span className="text-sm text-muted-foreground"> per month</span>
                </p>
                <ul className="grid gap-1.5 text-sm">
                  {[limitText(planLimits[id].prompts, 'prompts'), limitText(planLimits[id].templates, 'templates'), ...extras].map(
                    (feature) => (
                      <li key={feature} className="flex items-center gap-2">
                        <CheckIcon className="text-primary" />
                        {feature}
                      </li>
                    ),
                  )}
                </ul>
                {id !== 'free' && (
                  <Button className="mt-auto" disabled aria-describedby="payments-soon">
                    Upgrade
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <p id="payments-soon" className="text-center text-sm text-muted-foreground">
          Online payments are coming soon
        </p>
      </DialogContent>
    </Dialog>
  );
}
