import { adminRoutes, type PendingUser } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

/** POST /api/admin/users/:userId/approve: the user may enter /app and is told so by e-mail. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: PendingUser) =>
      callAdmin(queryClient, () => call(adminRoutes.approveUser, { params: { userId: user.userId } })),
    onSuccess: (_result, user) => {
      // The entry leaves the list at once; the refetch below confirms it.
      queryClient.setQueryData<{ users: PendingUser[] }>(adminQueryKeys.pendingUsers(), (data) =>
        data ? { users: data.users.filter((pending) => pending.userId !== user.userId) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingUsers() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.securitySummary() });
    },
  });
}
