import { libraryExtrasRoutes } from '@promptnest/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/starters: the pre-made templates every account can browse. */
export function useStarters() {
  return useQuery({
    queryKey: queryKeys.prompts.starters(),
    queryFn: ({ signal }) => call(libraryExtrasRoutes.listStarters, {}, { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/starters/:id/copy: a starter becomes the user's own prompt. */
export function useCopyStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(libraryExtrasRoutes.copyStarter, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
