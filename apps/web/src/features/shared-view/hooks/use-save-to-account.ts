import { toast } from '../../../lib/toast';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useSaveSharedPrompt } from '../api/use-save-shared-prompt';
import { sharedViewToasts } from '../texts';

/** Saves the shared prompt to the signed-in user's library, with the spec's toasts (none on a limit). */
export function useSaveToAccount(shareId: string) {
  const mutation = useSaveSharedPrompt(shareId);

  function save() {
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(sharedViewToasts.saved.title, { description: sharedViewToasts.saved.description }),
      onError: (error) => {
        if (openLimitDialogFor(error)) return;
        toast.error(sharedViewToasts.saveFailed.title, { description: sharedViewToasts.saveFailed.description });
      },
    });
  }

  return { save, isSaving: mutation.isPending, isSaved: mutation.isSuccess };
}
