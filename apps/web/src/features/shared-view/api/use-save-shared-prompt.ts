import { libraryExtrasRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/shared/:shareId/save: a copy in the caller's library, crediting the original. */
export function useSaveSharedPrompt(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(libraryExtrasRoutes.saveSharedPrompt, { params: { shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
