import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { promptToasts } from '../toasts';

/** DELETE /api/trash/:id: removes a trashed prompt for good. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/trash/${encodeURIComponent(id)}`),
    onSuccess: () => toast.success(promptToasts.permanentlyDeleted),
    onError: () =>
      toast.error(promptToasts.deleteForeverFailed.title, { description: promptToasts.deleteForeverFailed.description }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  });
}
