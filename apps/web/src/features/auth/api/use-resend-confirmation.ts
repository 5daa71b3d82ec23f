import type { ResendConfirmationResponse } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/resend-confirmation: the sign-up confirmation e-mail again (rate-limited on the server). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.post<ResendConfirmationResponse>('/api/auth/resend-confirmation'),
  });
}
