import { apiKeyRoutes, type CreateApiKeyInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/api-keys: a new key. The answer carries the whole key, the only time it is ever sent. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => call(apiKeyRoutes.createApiKey, { body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
