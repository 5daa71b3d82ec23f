import { billingMessages } from '@promptnest/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { AccountDeletedCard } from '../../features/account/components/account-deleted-card';
import { ConfirmDeletionPanel } from '../../features/account/components/confirm-deletion-panel';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignedInOnly } from '../guards/signed-in-only';

/** /confirm-deletion?token= (spec §2 "Confirm deletion page"): needs sign-in, then confirms the e-mailed link. */
export function Component() {
  useDocumentTitle('Confirm Account Deletion', 'Confirm the deletion of your PromptNest account from the link we e-mailed you.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Kept here, not in the panel: once the account is gone the session is too, and the message must stay.
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);

  if (deletedMessage !== null) return <AccountDeletedCard message={deletedMessage} />;

  return (
    <SignedInOnly reason="Please sign in to confirm the deletion of your account.">
      {() =>
        token ? (
          <ConfirmDeletionPanel token={token} onDeleted={setDeletedMessage} />
        ) : (
          <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight">Invalid Deletion Link</h1>
            <p className="mt-3 text-sm text-muted-foreground">{billingMessages.invalidDeletionLink}</p>
            <Link to="/app" className={cn(buttonClassName('outline', 'md'), 'mt-6 w-full')}>
              Back to App
            </Link>
          </Card>
        )
      }
    </SignedInOnly>
  );
}
