import { authRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/auth/resend-confirmation: the sign-up confirmation e-mail again (rate-limited on the server). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => call(authRoutes.resendConfirmation),
  });
}
