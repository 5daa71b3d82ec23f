import { adminRoutes } from '@promptnest/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/users: one page of accounts, newest first, whose e-mail contains `search`. */
export function useAdminUsers(search: string, offset: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.users(search, offset),
    queryFn: ({ signal }) => callAdmin(queryClient, () => call(adminRoutes.listUsers, { query: { offset: String(offset), search } }, { signal })),
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}
