import { adminRoutes, type AdminVerifyResponse } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** POST /api/admin/unlock: the admin's password again (spec §4 "Admin panel"); the cards load fresh afterwards. */
export function useUnlockAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(adminRoutes.unlock, { body: { password } }),
    onSuccess: async ({ unlockedUntil }) => {
      // Whatever was cached before the lock may be out of date by now.
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.all, predicate: (query) => query.queryKey[1] !== 'verify' });
      queryClient.setQueryData<AdminVerifyResponse>(adminQueryKeys.verify(), { isAdmin: true, unlockedUntil });
    },
  });
}
