import { authRoutes, type SignInInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clearUserData, sessionQueryKey, setSessionUser } from './use-session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => call(authRoutes.signIn, { body: input }),
    onSuccess: ({ user }) => {
      clearUserData(queryClient);
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
