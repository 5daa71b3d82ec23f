import type { AuthProvidersResponse } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Which third-party sign-in methods this server has configured (Google, for now). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api.get<AuthProvidersResponse>('/api/auth/providers', { signal }),
    staleTime: Infinity,
  });
}
