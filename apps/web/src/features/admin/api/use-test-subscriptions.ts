import { adminRoutes } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/test-subscriptions: the running admin grants, soonest to expire first. */
export function useTestSubscriptions() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.testSubscriptions(),
    queryFn: ({ signal }) =>
      callAdmin(queryClient, () => call(adminRoutes.listTestSubscriptions, {}, { signal })),
    select: (data) => data.subscriptions,
  });
}
