import { type Prompt, v1Routes } from '@promptnest/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

const promptQuery = (id: string) => ({
  queryKey: queryKeys.prompts.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(v1Routes.getPrompt, { params: { id } }, { signal }),
});

// The shape of a prompt id, checked without zod so the library's pages need not load it. The server decides
// (core's promptIdSchema): an id that passes here and is no valid UUID is simply not found there.
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v1/prompts/:id, shared by the editor and the template screen (one cache entry per prompt). An id
 * that is no UUID is never asked for: it is simply not found.
 */
export function usePrompt(id: string | undefined) {
  const isValidId = id !== undefined && uuidShape.test(id);
  const query = useQuery({ ...promptQuery(id ?? ''), enabled: isValidId });
  return { ...query, isValidId };
}

/** The whole prompt (a card holds only a preview of the content); from the cache when it is fresh. */
export function fetchPrompt(queryClient: QueryClient, id: string): Promise<Prompt> {
  return queryClient.fetchQuery(promptQuery(id));
}
