import type { SessionResponse, SignInInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserData, sessionQueryKey, setSessionUser } from './use-session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<SessionResponse>('/api/auth/sign-in', input),
    onSuccess: ({ user }) => {
      clearUserData(queryClient);
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
