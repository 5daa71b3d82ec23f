import { authRoutes, type SessionResponse } from '@promptnest/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from './api-client';
import { clearOfflineLibrary } from './offline-library';

/*
 * The session query lives here, below the features, because more than the auth feature needs it: the
 * subscription status asks only for approved users, the landing page's prices depend on who is signed in,
 * and deleting an account ends the session too. Signing in and out stays in features/auth.
 */

export const sessionQueryKey = ['auth', 'session'] as const;

/** The session as the app holds it: `signedOutByUser` marks a session the user just ended here. */
export type ClientSession = SessionResponse & { signedOutByUser?: boolean };

export const sessionQueryOptions = queryOptions<ClientSession>({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => call(authRoutes.getSession, {}, { signal }),
});

/** The signed-in user (`data.user`), or `data.user === null` when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** After the session ended here (sign-out, account deletion): no user, and guards send the visitor home, not to sign-in. */
export function markSignedOut(queryClient: QueryClient): void {
  // A session read still on its way (a window refocus, the service worker's first takeover) was asked while
  // signed in; its answer must not land on top of the marker.
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData<ClientSession>(sessionQueryKey, { user: null, signedOutByUser: true });
  void clearOfflineLibrary();
}

/** Forgets everything cached for the previous user (all but the auth queries), the offline library too. */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  void clearOfflineLibrary();
}
