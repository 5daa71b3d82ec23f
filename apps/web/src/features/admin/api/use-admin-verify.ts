import { adminRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/verify: whether this session may use the panel now (unlockedUntil) or must unlock it first. */
export function useAdminVerify() {
  return useQuery({
    queryKey: adminQueryKeys.verify(),
    queryFn: ({ signal }) => call(adminRoutes.verify, {}, { signal }),
  });
}
