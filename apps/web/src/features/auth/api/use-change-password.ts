import { authRoutes, type ChangePasswordInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Changes the signed-in user's password (other sessions are signed out by the server). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(authRoutes.changePassword, { body: input }),
  });
}
