import { v1Routes, type UpdatePromptInput } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/prompts/:id with the fields that changed. */
export function useUpdatePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePromptInput) => call(v1Routes.updatePrompt, { params: { id }, body: changes }),
    onSuccess: (prompt) => {
      queryClient.setQueryData(queryKeys.prompts.detail(id), prompt);
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
