import { billingRoutes, type PaidPlan } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { call } from '../../../lib/api-client';

/** POST /api/billing/local/portal/switch: Pro ↔ Max. */
export function useSwitchPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlan) => call(billingRoutes.switchLocalPlan, { body: { plan } }),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
