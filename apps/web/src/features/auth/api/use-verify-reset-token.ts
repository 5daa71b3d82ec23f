import { authRoutes, type VerifyResetTokenInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Checks a password-reset link's token without using it up. */
export function useVerifyResetToken() {
  return useMutation({
    mutationFn: (input: VerifyResetTokenInput) => call(authRoutes.checkResetToken, { body: input }),
  });
}
