import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { billingToasts } from '../../../components/billing-toasts';
import { useRefreshSubscription } from '../api/use-refresh-subscription';

/**
 * Back from checkout (?checkout=success or ?checkout=cancelled): refresh the status after a purchase, say
 * what happened once, and drop the parameter so a reload does not say it again.
 */
export function useCheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const { mutate: refresh } = useRefreshSubscription();
  // Development runs effects twice; the ref keeps it to one refresh and one toast per return.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    if (handled.current === outcome) return;
    handled.current = outcome;

    if (outcome === 'success') {
      refresh();
      toast.success(billingToasts.subscriptionActive.title, { description: billingToasts.subscriptionActive.description });
    } else {
      toast(billingToasts.checkoutCancelled.title, { description: billingToasts.checkoutCancelled.description });
    }
    setSearchParams(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
  }, [outcome, refresh, setSearchParams]);
}
