import type { Prompt } from '@promptnest/core';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The whole prompt (a card holds only a preview of the content); from the cache when it is fresh. */
export function fetchPrompt(queryClient: QueryClient, id: string): Promise<Prompt> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.prompts.detail(id),
    queryFn: ({ signal }) => api.get<Prompt>(`/api/prompts/${encodeURIComponent(id)}`, { signal }),
  });
}
