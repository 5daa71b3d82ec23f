import { subscriptionDateLabel, type PaidPlan } from '@promptnest/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { billingToasts } from '../../../components/billing-toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { periodPriceText, planDetails } from '../../../components/plan-names';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { LoadingState } from '../../../components/ui/spinner';
import { useCancelSubscription } from '../../../components/use-cancel-subscription';
import { useSubscription } from '../../../components/use-subscription';
import { formatDate } from '../../../lib/format-date';
import { useResumeSubscription } from '../api/use-resume-subscription';
import { useSwitchPlan } from '../api/use-switch-plan';
import { BillingNotice, SummaryRow, TestBillingFrame } from './test-billing-frame';

const onError = (error: Error) => toast.error('Error', { description: error.message });

/** The built-in portal ('Manage Subscription' without Stripe): cancel, resume, or switch between Pro and Max. */
export function LocalPortalPage() {
  const { data: status } = useSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const switchPlan = useSwitchPlan();
  const [isCancelOpen, setIsCancelOpen] = useState(false);

  if (!status) return <LoadingState />;
  // Only a subscription bought here is managed here: a test grant ends on its own, Stripe's has Stripe's portal.
  if (!status.subscribed || status.grantedByAdmin || status.source !== 'local' || status.plan === 'free') {
    return <BillingNotice title="Manage Subscription" text="There is no paid subscription to manage on this account." />;
  }

  const plan = status.plan;
  const otherPlan: PaidPlan = plan === 'pro' ? 'max' : 'pro';
  const dateLabel = subscriptionDateLabel(status);
  const isBusy = cancel.isPending || resume.isPending || switchPlan.isPending;

  return (
    <TestBillingFrame title="Manage Subscription">
      <p className="-mt-2 text-sm text-muted-foreground">
        PromptNest&apos;s built-in billing, used while Stripe is not configured: no card is charged.
      </p>
      <dl className="divide-y rounded-xl border px-4 py-3">
        <SummaryRow label="Current plan">{planDetails[plan].name}</SummaryRow>
        <SummaryRow label="Price">{periodPriceText(plan, status.interval ?? 'month')}</SummaryRow>
        {dateLabel && status.subscriptionEnd && <SummaryRow label={dateLabel}>{formatDate(status.subscriptionEnd)}</SummaryRow>}
      </dl>
      <div className="grid gap-2">
        {status.cancelAtPeriodEnd ? (
          <Button
            isLoading={resume.isPending}
            disabled={isBusy}
            onClick={() => resume.mutate(undefined, { onSuccess: () => toast.success(billingToasts.subscriptionResumed), onError })}
          >
            Resume Subscription
          </Button>
        ) : (
          <Button variant="outline" isLoading={cancel.isPending} disabled={isBusy} onClick={() => setIsCancelOpen(true)}>
            Cancel Subscription
          </Button>
        )}
        <Button
          variant="outline"
          isLoading={switchPlan.isPending}
          disabled={isBusy}
          onClick={() =>
            switchPlan.mutate(otherPlan, {
              onSuccess: () => toast.success(`Switched to ${planDetails[otherPlan].name}`),
              onError,
            })
          }
        >
          Switch to {planDetails[otherPlan].name}
        </Button>
        <Link to="/app/account" className={buttonClassName('ghost', 'md')}>
          <ArrowLeftIcon />
          Back to PromptNest
        </Link>
      </div>
      <ConfirmDialog
        open={isCancelOpen}
        onOpenChange={setIsCancelOpen}
        title="Cancel your subscription?"
        description={`Your ${planDetails[plan].name} plan stays active until ${status.subscriptionEnd ? formatDate(status.subscriptionEnd) : 'the end of the period'}, then your account moves to the Free plan.`}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        isDestructive
        onConfirm={() => cancel.mutate()}
      />
    </TestBillingFrame>
  );
}
