import type { TagCount } from '@promptnest/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const tagsQueryOptions = queryOptions({
  queryKey: queryKeys.prompts.tags(),
  queryFn: ({ signal }) => api.get<{ tags: TagCount[] }>('/api/tags', { signal }),
});

/** GET /api/tags: every tag of the active prompts, A→Z, with its count. */
export function useTags() {
  return useQuery({ ...tagsQueryOptions, select: (data) => data.tags });
}
