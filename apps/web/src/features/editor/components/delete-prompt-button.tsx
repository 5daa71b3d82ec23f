import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { TrashIcon } from '../../../components/ui/app-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { restoreDeletedPrompt } from '../api/restore-deleted-prompt';
import { useDeletePrompt } from '../api/use-delete-prompt';
import { deleteConfirmation, editorToasts } from '../texts';

interface DeletePromptButtonProps {
  promptId: string;
  /** Holds autosave while deleting, so nothing is written to a prompt on its way to the trash. */
  onDeleting: (isDeleting: boolean) => void;
  onDeleted: () => void;
}

/** Delete, after the spec's confirmation; the prompt goes to the trash (Undo in the toast brings it back) and the editor returns to /app. */
export function DeletePromptButton({ promptId, onDeleting, onDeleted }: DeletePromptButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeletePrompt(promptId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function undoDelete() {
    restoreDeletedPrompt(queryClient, promptId).then(
      () => toast.success(editorToasts.restored),
      () => toast.error(editorToasts.restoreFailed.title, { description: editorToasts.restoreFailed.description }),
    );
  }

  async function handleDelete() {
    onDeleting(true);
    // Awaited rather than mutate()'s callbacks, which TanStack Query drops once this button unmounts (the
    // deleted prompt's query is removed, so the editor may leave before they run): the toast with its
    // Undo and the way back to /app must not depend on it.
    try {
      await remove.mutateAsync();
    } catch {
      onDeleting(false);
      toast.error(editorToasts.deleteFailed);
      return;
    }
    onDeleted();
    toast.success(editorToasts.deleted, { action: { label: 'Undo', onClick: undoDelete } });
    void navigate('/app');
  }

  return (
    <>
      {/* Its word shows at every width, so no tooltip repeats it. */}
      <Button
        variant="outline"
        size="sm"
        aria-label="Delete"
        isLoading={remove.isPending}
        onClick={() => setIsConfirming(true)}
        className="text-destructive-text hover:bg-destructive/10"
      >
        {!remove.isPending && <TrashIcon />}
        <span>Delete</span>
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={deleteConfirmation.title}
        description={deleteConfirmation.description}
        cancelLabel={deleteConfirmation.cancel}
        confirmLabel={deleteConfirmation.confirm}
        isDestructive
        onConfirm={handleDelete}
      />
    </>
  );
}
