import type { PendingUser } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

export type UserAction = 'suspend' | 'reactivate' | 'reject';

/**
 * POST /api/admin/users/:userId/{suspend,reactivate,reject}. Suspend ends the user's sessions and stops
 * sign-in; reactivate undoes it; reject deletes a pending sign-up. Every list showing accounts is refreshed.
 */
export function useUserAction(action: UserAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callAdmin(queryClient, () => api.post<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`)),
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
