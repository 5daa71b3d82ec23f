import type { ListPromptsQuery, PromptListResponse, PromptView } from '@promptnest/core';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const PAGE_SIZE = 24;

export interface PromptListFilter {
  view: PromptView;
  tag?: string;
  q?: string;
}

export type PromptListData = InfiniteData<PromptListResponse, string | undefined>;

function listPath(query: ListPromptsQuery, cursor: string | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, cursor })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/api/prompts?${params.toString()}`;
}

/**
 * GET /api/prompts, page by page (newest first; best match first with a search). While only the search
 * changes, the previous results stay on screen so typing does not flash a skeleton.
 */
export function usePromptList({ view, tag, q }: PromptListFilter) {
  const query: ListPromptsQuery = { view, limit: PAGE_SIZE, ...(tag && { tag }), ...(q && { q }) };
  return useInfiniteQuery({
    queryKey: queryKeys.prompts.list(query),
    queryFn: ({ pageParam, signal }) => api.get<PromptListResponse>(listPath(query, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) => {
      const previousFilter = previousQuery?.queryKey[2] as ListPromptsQuery | undefined;
      return previousFilter?.view === view && previousFilter.tag === query.tag ? previous : undefined;
    },
  });
}
