import type { PendingUser } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/pending-users: accounts waiting for approval, oldest first. */
export function usePendingUsers() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.pendingUsers(),
    queryFn: ({ signal }) =>
      callAdmin(queryClient, () => api.get<{ users: PendingUser[] }>('/api/admin/pending-users', { signal })),
    select: (data) => data.users,
  });
}
