import { billingRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { call } from '../lib/api-client';
import { formatDate } from '../lib/format-date';
import { billingToasts } from './billing-toasts';
import { refreshAfterBillingChange } from './use-subscription';

/** POST /api/billing/cancel: the subscription ends at the end of the paid period (Danger Zone and the local portal). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingRoutes.cancelSubscription),
    onSuccess: (status) => {
      toast.success(billingToasts.subscriptionCancelled, {
        description: status.subscriptionEnd ? `Your plan stays active until ${formatDate(status.subscriptionEnd)}.` : undefined,
      });
      return refreshAfterBillingChange(queryClient, status);
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
}
