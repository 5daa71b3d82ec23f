import { billingMessages } from '@promptnest/core';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { isClientError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useConfirmDeletion } from '../api/use-confirm-deletion';
import { DeletionContentsList } from './deletion-contents-list';
import { MessageCard } from '../../../components/message-card';

interface ConfirmDeletionPanelProps {
  token: string;
  /** The account is gone: the caller shows the server's message and leaves. */
  onDeleted: (message: string) => void;
}

/** Spec §2 "Confirm deletion page" with a token: what goes, then pending and error states. */
export function ConfirmDeletionPanel({ token, onDeleted }: ConfirmDeletionPanelProps) {
  const confirm = useConfirmDeletion();

  if (confirm.isError) {
    const message = isClientError(confirm.error) ? confirm.error.message : billingMessages.unexpected;
    return <MessageCard title="Account Not Deleted" message={message} messageRole="alert" action={{ to: '/app', label: 'Back to App' }} />;
  }

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive-text">
        <AlertIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-center text-2xl font-semibold tracking-tight">Confirm Account Deletion</h1>
      <p className="mt-3 text-center text-sm text-muted-foreground">This cannot be undone. The following will be deleted:</p>
      <DeletionContentsList className="mt-5" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
        <Link
          to="/app"
          aria-disabled={confirm.isPending || undefined}
          className={cn(buttonClassName('outline', 'md'), 'sm:flex-1')}
        >
          Cancel
        </Link>
        <Button
          variant="destructive"
          className="sm:flex-1"
          isLoading={confirm.isPending}
          onClick={() => confirm.mutate(token, { onSuccess: ({ message }) => onDeleted(message) })}
        >
          {confirm.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
        </Button>
      </div>
    </Card>
  );
}
