import { adminRoutes } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/security-summary: failed sign-ins per address (last 24 h) and the latest admin actions. */
export function useSecuritySummary() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.securitySummary(),
    queryFn: ({ signal }) => callAdmin(queryClient, () => call(adminRoutes.getSecuritySummary, {}, { signal })),
  });
}
