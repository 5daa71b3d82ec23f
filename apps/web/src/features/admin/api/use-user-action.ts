import { adminRoutes, type PendingUser } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

const actionRoutes = { suspend: adminRoutes.suspendUser, reactivate: adminRoutes.reactivateUser, reject: adminRoutes.rejectUser };
export type UserAction = keyof typeof actionRoutes;

/**
 * POST /api/admin/users/:userId/{suspend,reactivate,reject}. Suspend ends the user's sessions and stops
 * sign-in; reactivate undoes it; reject deletes a pending sign-up. Every list showing accounts is refreshed.
 */
export function useUserAction(action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callAdmin(queryClient, () => call(actionRoutes[action], { params: { userId } })),
    onSuccess: (_result, userId) => {
      if (action === 'reject') {
        queryClient.setQueryData<{ users: PendingUser[] }>(adminQueryKeys.pendingUsers(), (data) =>
          data ? { users: data.users.filter((pending) => pending.userId !== userId) } : data,
        );
      }
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.pendingUsers() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.securitySummary() });
    },
  });
}
