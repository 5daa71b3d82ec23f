import { adminRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { callAdmin } from './call-admin';

export interface CreateUserInput {
  email: string;
  password: string;
}

/** POST /api/admin/users: an approved account that can sign in at once (no sign-up e-mail). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      callAdmin(queryClient, () => call(adminRoutes.createUser, { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.securitySummary() });
    },
  });
}
