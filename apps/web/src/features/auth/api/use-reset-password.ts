import type { ResetPasswordInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserData, refreshSession } from './use-session';

interface ResetPasswordResponse {
  ok: true;
  /** The server signs the user in with the new password when it can. */
  signedIn: boolean;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<ResetPasswordResponse>('/api/auth/reset-password', input),
    // Stays pending until the new session is loaded, so the next page sees the signed-in user.
    onSuccess: async () => {
      clearUserData(queryClient);
      await refreshSession(queryClient).catch(() => undefined);
    },
  });
}
