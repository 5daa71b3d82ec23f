import { versionRoutes } from '@promptnest/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/prompts/:id/versions, newest first, a page at a time. */
export function usePromptVersions(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.prompts.versions(id),
    queryFn: ({ pageParam }) => call(versionRoutes.listPromptVersions, { params: { id }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
