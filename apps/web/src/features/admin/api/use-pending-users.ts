import { adminRoutes } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/pending-users: accounts waiting for approval, oldest first. */
export function usePendingUsers() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.pendingUsers(),
    queryFn: ({ signal }) =>
      callAdmin(queryClient, () => call(adminRoutes.listPendingUsers, {}, { signal })),
    select: (data) => data.users,
  });
}
