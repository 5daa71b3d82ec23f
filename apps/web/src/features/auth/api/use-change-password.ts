import type { ChangePasswordInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Changes the signed-in user's password (other sessions are signed out by the server). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<{ ok: true }>('/api/auth/change-password', input),
  });
}
