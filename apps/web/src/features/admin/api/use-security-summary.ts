import type { SecuritySummary } from '@promptnest/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** GET /api/admin/security-summary: failed sign-ins per address (last 24 h) and the latest admin actions. */
export function useSecuritySummary() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.securitySummary(),
    queryFn: ({ signal }) => callAdmin(queryClient, () => api.get<SecuritySummary>('/api/admin/security-summary', { signal })),
  });
}
