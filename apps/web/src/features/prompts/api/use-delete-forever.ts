import { v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { promptToasts } from '../toasts';

/** DELETE /api/v1/trash/:id: removes a trashed prompt for good. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(v1Routes.deletePromptForever, { params: { id } }),
    onSuccess: () => toast.success(promptToasts.permanentlyDeleted),
    onError: () =>
      toast.error(promptToasts.deleteForeverFailed.title, { description: promptToasts.deleteForeverFailed.description }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
