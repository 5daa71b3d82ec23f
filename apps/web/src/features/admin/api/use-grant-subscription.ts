import { adminRoutes, type GrantTier } from '@promptnest/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

export interface GrantInput {
  email: string;
  tier: GrantTier;
  durationDays: number;
}

/** The Active list and the audit trail change with every grant or revoke. */
export function refreshAfterGrant(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.testSubscriptions() });
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.securitySummary() });
}

/** POST /api/admin/test-subscriptions: a test subscription for one existing account. */
export function useGrantSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantInput) =>
      callAdmin(queryClient, () => call(adminRoutes.grantTestSubscription, { body: input })),
    onSuccess: () => refreshAfterGrant(queryClient),
  });
}
