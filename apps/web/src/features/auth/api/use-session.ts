import type { SessionResponse } from '@promptnest/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The session as the app holds it: `signedOutByUser` marks a session the user just ended here. */
export type ClientSession = SessionResponse & { signedOutByUser?: boolean };

export const sessionQueryOptions = queryOptions<ClientSession>({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<SessionResponse>('/api/auth/session', { signal }),
});

/** The signed-in user (`data.user`), or `data.user === null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Stores the user an auth call answered with, so guards see it at once. */
export function setSessionUser(queryClient: QueryClient, user: SessionResponse['user']): void {
  queryClient.setQueryData<ClientSession>(sessionQueryKey, { user });
}

/** After sign-out: no user, and guards send the visitor home rather than to the sign-in form. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<ClientSession>(sessionQueryKey, { user: null, signedOutByUser: true });
}

/** Reads the session again from the server and waits for it. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** Forgets everything cached for the previous user (all but the auth queries). */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}
