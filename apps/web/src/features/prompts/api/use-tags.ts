import type { TagCount } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/tags: every tag of the active prompts, A→Z, with its count. */
export function useTags() {
  return useQuery({
    queryKey: queryKeys.prompts.tags(),
    queryFn: ({ signal }) => api.get<{ tags: TagCount[] }>('/api/tags', { signal }),
    select: (data) => data.tags,
  });
}
