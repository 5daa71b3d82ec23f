import { useState } from 'react';
import { MailIcon, TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';
import { DeletionContentsList } from './deletion-contents-list';

/** Delete Account and its confirmation: delete now, or by a link sent by e-mail. Admins are refused before it opens. */
export function DeleteAccountDialog({ isAdmin }: { isAdmin: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const flow = useDeleteAccountFlow({ isAdmin, onDone: () => setIsOpen(false) });
  const isBusy = flow.isDeleting || flow.isSendingLink;

  return (
    <>
      <Button variant="destructive" onClick={() => (isAdmin ? flow.toastAdminRefusal() : setIsOpen(true))}>
        <TrashIcon />
        Delete Account
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !isBusy && setIsOpen(open)}>
        <DialogContent role="alertdialog" size="sm" hideCloseButton>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This cannot be undone. Deleting your account removes:</DialogDescription>
          </DialogHeader>
          <DeletionContentsList />
          <p className="text-sm text-muted-foreground">
            Rather confirm from your inbox? We can e-mail you a link that deletes the account when you open it.
          </p>
          {/* Three answers do not fit one row in this narrow dialog: a column, the final one first. */}
          <div className="grid gap-2">
            <Button variant="destructive" disabled={isBusy} isLoading={flow.isDeleting} onClick={flow.deleteNow}>
              Delete My Account
            </Button>
            <Button variant="outline" disabled={isBusy} isLoading={flow.isSendingLink} onClick={flow.emailLink}>
              {!flow.isSendingLink && <MailIcon />}
              Email Me a Confirmation Link
            </Button>
            <DialogClose asChild>
              <Button variant="ghost" disabled={isBusy}>
                Cancel
              </Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
