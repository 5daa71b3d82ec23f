import type { PaidPlan, SubscriptionStatus } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { api } from '../../../lib/api-client';

/** POST /api/billing/local/portal/switch: Pro ↔ Max. */
export function useSwitchPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlan) => api.post<SubscriptionStatus>('/api/billing/local/portal/switch', { plan }),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
