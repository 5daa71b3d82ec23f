import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Checks a password-reset link's token without using it up. */
export function useVerifyResetToken() {
  return useMutation({
    mutationFn: (input: { token: string }) => api.post<{ valid: boolean }>('/api/auth/reset-password/verify', input),
  });
}
