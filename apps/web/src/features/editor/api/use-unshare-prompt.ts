import type { Prompt } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/prompts/:id/share: the link stops working. */
export function useUnsharePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`/api/prompts/${id}/share`),
    onSuccess: () => {
      queryClient.setQueryData<Prompt>(queryKeys.prompts.detail(id), (prompt) =>
        prompt ? { ...prompt, isShared: false, shareId: null } : prompt,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
