import type { SessionResponse, SignUpInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserData, sessionQueryKey, setSessionUser } from './use-session';

/** Creates the account and signs it in (it may still await approval). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<SessionResponse>('/api/auth/sign-up', input),
    onSuccess: ({ user }) => {
      clearUserData(queryClient);
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
