import { lazy, useState } from 'react';
import { OnDemand } from '../../../components/on-demand';
import { TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';

// The confirmation (Radix's dialog, the list of what is deleted) loads on the first Delete Account (components/on-demand.tsx).
const DeleteAccountModal = lazy(() => import('./delete-account-modal'));

/**
 * Delete Account and its confirmation: delete now, or by a link sent by e-mail. Admins are refused before it
 * opens. Cancel takes the focus, and deleting now waits for the account's e-mail to be typed, so neither a
 * stray Enter nor one click deletes anything.
 */
export function DeleteAccountDialog({ isAdmin, email }: { isAdmin: boolean; email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const flow = useDeleteAccountFlow({ isAdmin, onDone: () => setIsOpen(false) });
  const isBusy = flow.isDeleting || flow.isSendingLink;

  function changeOpen(open: boolean) {
    if (isBusy) return;
    setIsOpen(open);
    if (open) setOpenings((count) => count + 1);
  }

  return (
    <>
      <Button variant="destructive" onClick={() => (isAdmin ? flow.toastAdminRefusal() : changeOpen(true))}>
        <TrashIcon />
        Delete Account
      </Button>
      <OnDemand when={isOpen}>
        <DeleteAccountModal key={openings} isOpen={isOpen} onOpenChange={changeOpen} email={email} flow={flow} />
      </OnDemand>
    </>
  );
}
