import { authRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Ends the session on the server. The caller decides when to forget the cached user (see useSignOutFlow). */
export function useSignOut() {
  return useMutation({
    mutationFn: () => call(authRoutes.signOut),
  });
}
