import { apiKeyRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/api-keys: the account's keys, newest first, each with its start but never the secret. */
export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.apiKeys.list(),
    queryFn: ({ signal }) => call(apiKeyRoutes.listApiKeys, {}, { signal }),
    select: (list) => list.items,
  });
}
