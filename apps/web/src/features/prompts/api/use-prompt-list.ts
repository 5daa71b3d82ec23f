import { type ListPromptsQuery, type PromptListResponse, type PromptView, v1Routes } from '@promptnest/core';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const PAGE_SIZE = 24;

export interface PromptListFilter {
  view: PromptView;
  tag?: string;
  q?: string;
}

export type PromptListData = InfiniteData<PromptListResponse, string | undefined>;

/**
 * GET /api/v1/prompts, page by page (newest first; best match first with a search). While only the search
 * changes, the previous results stay on screen so typing does not flash a skeleton.
 */
export function usePromptList({ view, tag, q }: PromptListFilter) {
  const query: ListPromptsQuery = { view, limit: PAGE_SIZE, ...(tag && { tag }), ...(q && { q }) };
  return useInfiniteQuery({
    queryKey: queryKeys.prompts.list(query),
    queryFn: ({ pageParam, signal }) => call(v1Routes.listPrompts, { query: { ...query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) => {
      const previousFilter = previousQuery?.queryKey[2] as ListPromptsQuery | undefined;
      return previousFilter?.view === view && previousFilter.tag === query.tag ? previous : undefined;
    },
  });
}
