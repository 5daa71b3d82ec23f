import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TrashIcon } from '../../../components/ui/app-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useDeletePrompt } from '../api/use-delete-prompt';
import { deleteConfirmation, editorToasts } from '../texts';

interface DeletePromptButtonProps {
  promptId: string;
  /** Holds autosave while deleting, so nothing is written to a prompt on its way to the trash. */
  onDeleting: (isDeleting: boolean) => void;
  onDeleted: () => void;
}

/** Delete, after the spec's confirmation; the prompt goes to the trash and the editor returns to /app. */
export function DeletePromptButton({ promptId, onDeleting, onDeleted }: DeletePromptButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeletePrompt(promptId);
  const navigate = useNavigate();

  function handleDelete() {
    onDeleting(true);
    remove.mutate(undefined, {
      onSuccess: () => {
        onDeleted();
        toast.success(editorToasts.deleted);
        void navigate('/app');
      },
      onError: () => {
        onDeleting(false);
        toast.error(editorToasts.deleteFailed);
      },
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label="Delete"
        isLoading={remove.isPending}
        onClick={() => setIsConfirming(true)}
        className="text-destructive-text hover:bg-destructive/10"
      >
        {!remove.isPending && <TrashIcon />}
        <span className="hidden sm:inline">Delete</span>
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
