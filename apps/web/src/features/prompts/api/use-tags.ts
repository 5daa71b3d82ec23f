import { v1Routes } from '@promptnest/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const tagsQueryOptions = queryOptions({
  queryKey: queryKeys.prompts.tags(),
  queryFn: ({ signal }) => call(v1Routes.listTags, {}, { signal }),
});

/** GET /api/v1/tags: every tag of the active prompts, A→Z, with its count. */
export function useTags() {
  return useQuery({ ...tagsQueryOptions, select: (data) => data.tags });
}
