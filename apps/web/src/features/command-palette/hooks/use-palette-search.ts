import { v1Routes } from '@promptnest/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Best matches shown at once: what fits the palette without scrolling on a phone. */
export const PALETTE_RESULTS = 8;
/** Quiet time after a key before searching: a fast typist sends one request, not one a letter. */
const DEBOUNCE_MS = 120;

/**
 * The server's library search as the person types (title matches first: docs/decisions/0020-title-first-search.md).
 * A newer search cancels the one in flight: TanStack Query aborts a query's signal once nothing watches it.
 */
export function usePaletteSearch(text: string) {
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useQuery({
    queryKey: queryKeys.prompts.palette(q),
    queryFn: ({ signal }) => call(v1Routes.listPrompts, { query: { q, limit: PALETTE_RESULTS } }, { signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const isSettled = q === text.trim() && !search.isFetching;
  return { items: q === '' ? [] : (search.data?.items ?? []), isSearching: q !== '' && !isSettled, isError: search.isError };
}
