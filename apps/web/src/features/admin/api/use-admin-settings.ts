import { adminRoutes } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/settings: the auto-approve setting (spec §3 "Admin setting"). */
export function useAdminSettings() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.settings(),
    queryFn: ({ signal }) => callAdmin(queryClient, () => call(adminRoutes.getSettings, {}, { signal })),
  });
}
