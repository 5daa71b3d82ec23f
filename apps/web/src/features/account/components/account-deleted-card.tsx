import { billingTimings } from '@promptnest/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/app-icons';
import { Card } from '../../../components/ui/card';
import { clearUserData, markSignedOut } from '../../../lib/session';

/**
 * After a confirmed deletion: the server's message, then home after 3 s (spec §9). The server ended the
 * session; the app forgets the user at once (the page that shows this must not depend on the session).
 */
export function AccountDeletedCard({ message }: { message: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    markSignedOut(queryClient);
    clearUserData(queryClient);
    const timer = setTimeout(() => void navigate('/', { replace: true }), billingTimings.redirectAfterConfirmedDeletionMs);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
        <CheckIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">Account Deleted</h1>
      <p role="status" className="mt-3 text-sm text-muted-foreground">
        {message}
      </p>
      <p className="mt-4 text-xs text-muted-foreground">Taking you to the home page...</p>
    </Card>
  );
}
