import { authRoutes, type ResetPasswordInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clearUserData, refreshSession } from './use-session';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => call(authRoutes.resetPassword, { body: input }),
    // Stays pending until the new session is loaded, so the next page sees the signed-in user.
    onSuccess: async () => {
      clearUserData(queryClient);
      await refreshSession(queryClient).catch(() => undefined);
    },
  });
}
