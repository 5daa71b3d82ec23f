import type { SubscriptionStatus } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBillingChange } from '../../../components/use-subscription';
import { api } from '../../../lib/api-client';

/** POST /api/billing/local/portal/resume: undoes a cancellation at period end. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SubscriptionStatus>('/api/billing/local/portal/resume'),
    onSuccess: (status) => refreshAfterBillingChange(queryClient, status),
  });
}
