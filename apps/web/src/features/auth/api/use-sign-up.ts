import { AppError, authRoutes, type SessionResponse, type SignUpInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
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
      await call(authRoutes.signUp, { body: input });
      try {
        return await call(authRoutes.signIn, { body: { email: input.email, password: input.password } });
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
