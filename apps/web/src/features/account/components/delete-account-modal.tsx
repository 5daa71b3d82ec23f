import { isSameEmail } from '@promptnest/core';
import { useRef, useState, type FormEvent } from 'react';
import { MailIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import type { DeleteAccountFlow } from '../hooks/use-delete-account-flow';
import { DeletionContentsList } from './deletion-contents-list';

interface DeleteAccountModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  flow: DeleteAccountFlow;
}

/** The confirmation of Delete Account (delete-account-dialog.tsx): a fresh one, with no e-mail typed, each time it opens. */
export default function DeleteAccountModal({ isOpen, onOpenChange, email, flow }: DeleteAccountModalProps) {
  const [typedEmail, setTypedEmail] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isBusy = flow.isDeleting || flow.isSendingLink;
  const isConfirmed = isSameEmail(typedEmail, email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isConfirmed && !isBusy) flow.deleteNow(typedEmail);
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
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
  );
}
