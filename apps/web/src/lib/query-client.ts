import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

/** One client for the whole app. 4xx answers are final; outages get two more tries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
