import type { TrashListResponse } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/trash: deleted prompts, newest deleted first. */
export function useTrash() {
  return useQuery({
    queryKey: queryKeys.prompts.trash(),
    queryFn: ({ signal }) => api.get<TrashListResponse>('/api/trash', { signal }),
  });
}
