import type { Prompt, UpdatePromptInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/prompts/:id with the fields that changed. */
export function useUpdatePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePromptInput) => api.patch<Prompt>(`/api/prompts/${id}`, changes),
    onSuccess: (prompt) => {
      queryClient.setQueryData(queryKeys.prompts.detail(id), prompt);
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
