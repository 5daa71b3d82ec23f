import type { Prompt, StarterPrompt } from '@promptnest/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/starters: the pre-made templates every account can browse. */
export function useStarters() {
  return useQuery({
    queryKey: queryKeys.prompts.starters(),
    queryFn: ({ signal }) => api.get<{ items: StarterPrompt[] }>('/api/starters', { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/starters/:id/copy: a starter becomes the user's own prompt. */
export function useCopyStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Prompt>(`/api/starters/${encodeURIComponent(id)}/copy`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
