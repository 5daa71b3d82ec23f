import { promptIdSchema, type Prompt } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/prompts/:id. An id that is no UUID is never asked for: it is simply not found. */
export function useTemplate(id: string | undefined) {
  const isValidId = id !== undefined && promptIdSchema.safeParse(id).success;
  const query = useQuery({
    queryKey: queryKeys.prompts.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Prompt>(`/api/prompts/${id}`, { signal }),
    enabled: isValidId,
  });
  return { ...query, isValidId };
}
