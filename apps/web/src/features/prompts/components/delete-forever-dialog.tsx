import type { PromptCard } from '@promptnest/core';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useDeleteForever } from '../api/use-delete-forever';

interface DeleteForeverDialogProps {
  /** The prompt to delete; null keeps the dialog closed. */
  prompt: PromptCard | null;
  onClose: () => void;
}

/** Spec §8 "Confirmation texts", word for word. */
const CONFIRMATION = 'This action cannot be undone and the prompt will be lost forever.';

/** The permanent delete asks first. */
export function DeleteForeverDialog({ prompt, onClose }: DeleteForeverDialogProps) {
  const deleteForever = useDeleteForever();

  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && !deleteForever.isPending && onClose()}>
      <DialogContent role="alertdialog" size="sm" hideCloseButton>
        <DialogHeader>
          <DialogTitle>Delete “{prompt?.title}” forever?</DialogTitle>
          <DialogDescription>{CONFIRMATION}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteForever.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={deleteForever.isPending}
            onClick={() => prompt && deleteForever.mutate(prompt.id, { onSettled: onClose })}
          >
            Delete Forever
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
