import { AppError } from '@promptnest/core';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';
import { sessionQueryKey, type ClientSession } from './session';

/**
 * The server no longer knows the session this page holds (signed out elsewhere, or the account was suspended,
 * which ends its sessions): read the session again, so the guards take the page to sign-in at once instead of
 * leaving it to fail call after call.
 */
function recheckSessionOnRefusal(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof AppError) || (error.code !== 'UNAUTHENTICATED' && error.code !== 'ACCOUNT_SUSPENDED')) return;
  if (!queryClient.getQueryData<ClientSession>(sessionQueryKey)?.user) return;
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * One client for the whole app. 4xx answers are final; outages get two more tries. Offline, a read is still
 * tried once, because the service worker may answer it from the offline library (docs/decisions/0021-offline-app.md);
 * a write waits for the connection instead of failing, so nothing typed is lost.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => recheckSessionOnRefusal(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSessionOnRefusal(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
