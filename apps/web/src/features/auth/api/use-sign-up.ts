import { AppError, type SessionResponse, type SignUpInput, type SignUpResponse } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserData, sessionQueryKey, setSessionUser } from './use-session';

/**
 * Creates the account, then signs in with the same password. Sign-up answers the same whether or not
 * the address was free (its owner is mailed instead), so a refused sign-in here means the address
 * already had an account: `user` is then null.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SessionResponse> => {
      await api.post<SignUpResponse>('/api/auth/sign-up', input);
      try {
        return await api.post<SessionResponse>('/api/auth/sign-in', { email: input.email, password: input.password });
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') return { user: null };
        throw error;
      }
    },
    onSuccess: ({ user }) => {
      if (!user) return;
      clearUserData(queryClient);
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
