import { toast } from '../../../lib/toast';
import { billingToasts } from '../../../components/billing-toasts';
import { periodPriceText, planDetails } from '../../../components/plan-names';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { isClientError } from '../../../lib/api-client';
import { useCancelLocalCheckout } from '../api/use-cancel-local-checkout';
import { useCompleteLocalCheckout } from '../api/use-complete-local-checkout';
import { useLocalCheckout } from '../api/use-local-checkout';
import { BillingNotice, SummaryRow, TestBillingFrame } from './test-billing-frame';

/**
 * The built-in checkout (docs/decisions/0006-billing-and-account-deletion.md: used when Stripe is not configured): the plan, its price and the
 * account; Subscribe completes it, Cancel abandons it. Both go back to the account page.
 */
export function LocalCheckoutPage({ checkoutId }: { checkoutId: string }) {
  const checkout = useLocalCheckout(checkoutId);
  const complete = useCompleteLocalCheckout(checkoutId);
  const cancel = useCancelLocalCheckout(checkoutId);
  const isBusy = complete.isPending || complete.isSuccess || cancel.isPending || cancel.isSuccess;
  const onError = (error: Error) => toast.error(billingToasts.checkoutFailed.title, { description: error.message });

  if (checkout.isPending) return <LoadingState />;
  if (checkout.isError) {
    return isClientError(checkout.error) && checkout.error.code === 'NOT_FOUND' ? (
      <BillingNotice title="Checkout not found" text="This checkout does not exist or belongs to another account." />
    ) : (
      <BillingNotice title="Checkout unavailable" text={checkout.error.message} />
    );
  }

  const { plan, interval, email, status } = checkout.data;
  const { name } = planDetails[plan];
  if (status === 'complete') {
    return <BillingNotice title="Checkout complete" text={`This checkout is complete: your ${name} plan is active.`} />;
  }
  if (status === 'expired') {
    return <BillingNotice title="Checkout expired" text="This checkout has expired. Start a new one from Account Settings." />;
  }

  return (
    <TestBillingFrame title="PromptNest test checkout">
      <p className="-mt-2 text-sm text-muted-foreground">
        This is PromptNest&apos;s built-in billing, used while Stripe is not configured: no card is charged.
      </p>
      <dl className="divide-y rounded-xl border px-4 py-3">
        <SummaryRow label="Plan">{name}</SummaryRow>
        <SummaryRow label="Price">{periodPriceText(plan, interval)}</SummaryRow>
        <SummaryRow label="Account">{email}</SummaryRow>
      </dl>
      <div className="grid gap-2">
        <Button size="lg" isLoading={complete.isPending || complete.isSuccess} disabled={isBusy} onClick={() => complete.mutate(undefined, { onError })}>
          Subscribe
        </Button>
        <Button variant="ghost" isLoading={cancel.isPending || cancel.isSuccess} disabled={isBusy} onClick={() => cancel.mutate(undefined, { onError })}>
          Cancel
        </Button>
      </div>
    </TestBillingFrame>
  );
}
