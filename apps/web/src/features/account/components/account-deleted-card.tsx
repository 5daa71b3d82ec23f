import { billingTimings } from '@promptnest/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/app-icons';
import { MessageCard } from '../../../components/message-card';
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
    <MessageCard title="Account Deleted" icon={<CheckIcon className="size-7" />} message={message} messageRole="status">
      <p className="mt-4 text-xs text-muted-foreground">Taking you to the home page...</p>
    </MessageCard>
  );
}
