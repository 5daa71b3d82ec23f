import type { SharedPrompt } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/shared/:shareId (public). 404 when the link never existed or was unshared. */
export function useSharedPrompt(shareId: string) {
  return useQuery({
    queryKey: queryKeys.shared(shareId),
    queryFn: ({ signal }) => api.get<SharedPrompt>(`/api/shared/${encodeURIComponent(shareId)}`, { signal }),
  });
}
