import type { CreatePromptInput, Prompt } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/prompts. */
export function useCreatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromptInput) => api.post<Prompt>('/api/prompts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
