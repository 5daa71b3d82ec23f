import { adminRoutes, type TestSubscription } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';
import { refreshAfterGrant } from './use-grant-subscription';

/** POST /api/admin/test-subscriptions/revoke: the test subscription ends now. */
export function useRevokeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      callAdmin(queryClient, () => call(adminRoutes.revokeTestSubscription, { body: { email } })),
    onSuccess: (_result, email) => {
      queryClient.setQueryData<{ subscriptions: TestSubscription[] }>(adminQueryKeys.testSubscriptions(), (data) =>
        data ? { subscriptions: data.subscriptions.filter((row) => row.email !== email) } : data,
      );
      refreshAfterGrant(queryClient);
    },
  });
}
