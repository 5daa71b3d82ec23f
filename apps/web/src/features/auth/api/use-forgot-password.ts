import { authRoutes, type ForgotPasswordInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Asks for a password-reset e-mail; the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call(authRoutes.requestPasswordReset, { body: input }),
  });
}
