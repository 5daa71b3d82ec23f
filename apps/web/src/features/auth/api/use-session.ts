import type { SessionResponse } from '@promptnest/core';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey, sessionQueryOptions, type ClientSession } from '../../../lib/session';

// The query itself lives in lib (other features read the session too); auth code keeps importing it from here.
export { clearUserData, markSignedOut, sessionQueryKey, sessionQueryOptions, useSession, type ClientSession } from '../../../lib/session';

/** Stores the user an auth call answered with, so guards see it at once. */
export function setSessionUser(queryClient: QueryClient, user: SessionResponse['user']): void {
  queryClient.setQueryData<ClientSession>(sessionQueryKey, { user });
}

/** Reads the session again from the server and waits for it. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
