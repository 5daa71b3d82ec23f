import { isSameEmail } from '@promptnest/core';
import { useRef, useState, type FormEvent } from 'react';
import { MailIcon, TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';
import { DeletionContentsList } from './deletion-contents-list';

/**
 * Delete Account and its confirmation: delete now, or by a link sent by e-mail. Admins are refused before it
 * opens. Cancel takes the focus, and deleting now waits for the account's e-mail to be typed, so neither a
 * stray Enter nor one click deletes anything.
 */
export function DeleteAccountDialog({ isAdmin, email }: { isAdmin: boolean; email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const flow = useDeleteAccountFlow({ isAdmin, onDone: () => setIsOpen(false) });
  const isBusy = flow.isDeleting || flow.isSendingLink;
  const isConfirmed = isSameEmail(typedEmail, email);

  function changeOpen(open: boolean) {
    if (isBusy) return;
    setIsOpen(open);
    if (open) setTypedEmail('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isConfirmed && !isBusy) flow.deleteNow(typedEmail);
  }

  return (
    <>
      <Button variant="destructive" onClick={() => (isAdmin ? flow.toastAdminRefusal() : changeOpen(true))}>
        <TrashIcon />
        Delete Account
      </Button>
      <Dialog open={isOpen} onOpenChange={changeOpen}>
        <DialogContent
          role="alertdialog"
          size="sm"
          hideCloseButton
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This cannot be undone. Deleting your account removes:</DialogDescription>
          </DialogHeader>
          <DeletionContentsList />
          <form className="grid gap-4" onSubmit={submit}>
            <FormField
              label="Type your e-mail address to confirm"
              hint={email}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typedEmail}
              disabled={isBusy}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
            <p className="text-sm text-muted-foreground">
              Rather confirm from your inbox? We can e-mail you a link that deletes the account when you open it.
            </p>
            {/* Three answers do not fit one row in this narrow dialog: a column, the safe one first. */}
            <div className="grid gap-2">
              <DialogClose asChild>
                <Button ref={cancelRef} variant="outline" disabled={isBusy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="outline" disabled={isBusy} isLoading={flow.isSendingLink} onClick={flow.emailLink}>
                {!flow.isSendingLink && <MailIcon />}
                Email Me a Confirmation Link
              </Button>
              <Button type="submit" variant="destructive" disabled={!isConfirmed || isBusy} isLoading={flow.isDeleting}>
                Delete My Account
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
