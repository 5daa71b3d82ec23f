import { billingRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { call } from '../../../lib/api-client';

/** POST /api/billing/local/portal/resume: undoes a cancellation at period end. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingRoutes.resumeLocalSubscription),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
