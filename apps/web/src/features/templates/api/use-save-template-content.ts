import type { Prompt } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/prompts/:id with new content (the block editor's Export). */
export function useSaveTemplateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.patch<Prompt>(`/api/prompts/${id}`, { content }),
    onSuccess: (prompt) => {
      queryClient.setQueryData(queryKeys.prompts.detail(id), prompt);
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
