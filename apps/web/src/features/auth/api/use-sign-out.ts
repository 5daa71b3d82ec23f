import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends the session on the server. The caller decides when to forget the cached user (see useSignOutFlow). */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/auth/sign-out'),
  });
}
