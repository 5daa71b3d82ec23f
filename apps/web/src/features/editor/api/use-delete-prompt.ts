import { v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/prompts/:id: moves the prompt to the trash. */
export function useDeletePrompt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(v1Routes.trashPrompt, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.prompts.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
