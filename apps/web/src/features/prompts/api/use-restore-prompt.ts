import { v1Routes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { call } from '../../../lib/api-client';
import { openLimitDialogFor } from '../../../lib/app-events';
import { queryKeys } from '../../../lib/query-keys';
import { promptToasts } from '../toasts';

/** POST /api/v1/trash/:id/restore. A restore that would go over the plan's limit opens the Limit Reached dialog. */
export function useRestorePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(v1Routes.restorePrompt, { params: { id } }),
    onSuccess: () => toast.success(promptToasts.restored),
    onError: (error) => {
      if (openLimitDialogFor(error)) return;
      toast.error(promptToasts.restoreFailed.title, { description: promptToasts.restoreFailed.description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
