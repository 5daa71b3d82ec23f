import type { SubscriptionStatus } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { api } from '../../../lib/api-client';

/** POST /api/billing/refresh: asks the payment provider again (Refresh Status, and the return from checkout). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SubscriptionStatus>('/api/billing/refresh'),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
