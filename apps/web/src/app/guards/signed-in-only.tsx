import { isSafeLocalPath, type SessionUser } from '@promptnest/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MessageCard } from '../../components/message-card';
import { ClockIcon } from '../../components/ui/app-icons';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';

interface SignedInOnlyProps {
  /** Why this page needs the visitor to sign in, under 'Authentication Required'. */
  reason: string;
  children: (user: SessionUser) => ReactNode;
}

/**
 * For the public pages that act on an account (confirm deletion, the built-in billing pages): signed-out
 * visitors get 'Authentication Required' with a Sign In that comes back here, unapproved ones a way to /app.
 */
export function SignedInOnly({ reason, children }: SignedInOnlyProps) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingState />;
  const user = session.data?.user;

  if (!user) {
    // Back here after signing in, so the token or checkout in the address is not lost (a plain path only).
    const here = location.pathname + location.search;
    const signIn = isSafeLocalPath(here) ? `/auth?tab=signin&returnTo=${encodeURIComponent(here)}` : '/auth?tab=signin';
    return <MessageCard title="Authentication Required" message={reason} action={{ to: signIn, label: 'Sign In' }} />;
  }

  if (!user.approved) {
    return (
      <MessageCard
        title="Account Pending Approval"
        icon={<ClockIcon className="size-7" />}
        message="Your account needs to be approved by an administrator before you can use this page."
        action={{ to: '/app', label: 'Go to App', variant: 'outline' }}
      />
    );
  }

  return children(user);
}
