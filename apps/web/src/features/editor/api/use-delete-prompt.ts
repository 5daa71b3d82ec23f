import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/prompts/:id: moves the prompt to the trash. */
export function useDeletePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`/api/prompts/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.prompts.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
