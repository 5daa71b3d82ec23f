import { type Prompt, v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/v1/prompts/:id/share: makes the prompt public and answers with its share id. */
export function useSharePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(v1Routes.sharePrompt, { params: { id } }),
    onSuccess: ({ shareId }) => {
      queryClient.setQueryData<Prompt>(queryKeys.prompts.detail(id), (prompt) =>
        prompt ? { ...prompt, isShared: true, shareId } : prompt,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
