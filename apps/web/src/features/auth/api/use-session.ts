import type { SessionResponse } from '@promptnest/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<SessionResponse>('/api/auth/session', { signal }),
});

/** The signed-in user (`data.user`), or `data.user === null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Stores the user an auth call answered with, so guards see it at once. */
export function setSessionUser(queryClient: QueryClient, user: SessionResponse['user']): void {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
}

/** Reads the session again from the server and waits for it. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** Forgets everything cached for the previous user (all but the auth queries). */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}
