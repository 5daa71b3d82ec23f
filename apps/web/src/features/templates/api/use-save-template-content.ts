import { v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/prompts/:id with new content (the block editor's Export). */
export function useSaveTemplateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(v1Routes.updatePrompt, { params: { id }, body: { content, saveKind: 'export' } }),
    onSuccess: (prompt) => {
      queryClient.setQueryData(queryKeys.prompts.detail(id), prompt);
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
