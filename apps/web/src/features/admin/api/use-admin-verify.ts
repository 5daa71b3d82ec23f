import type { AdminVerifyResponse } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/verify: whether this session may use the panel now (unlockedUntil) or must unlock it first. */
export function useAdminVerify() {
  return useQuery({
    queryKey: adminQueryKeys.verify(),
    queryFn: ({ signal }) => api.get<AdminVerifyResponse>('/api/admin/verify', { signal }),
  });
}
