import { type Prompt, v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/prompts/:id/share: the link stops working. */
export function useUnsharePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(v1Routes.unsharePrompt, { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData<Prompt>(queryKeys.prompts.detail(id), (prompt) =>
        prompt ? { ...prompt, isShared: false, shareId: null } : prompt,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
