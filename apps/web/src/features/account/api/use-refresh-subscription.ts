import { billingRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { call } from '../../../lib/api-client';

/** POST /api/billing/refresh: asks the payment provider again (Refresh Status, and the return from checkout). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingRoutes.refreshSubscription),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
