import { authRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Which third-party sign-in methods this server has configured (Google, for now). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => call(authRoutes.listAuthProviders, {}, { signal }),
    staleTime: Infinity,
  });
}
