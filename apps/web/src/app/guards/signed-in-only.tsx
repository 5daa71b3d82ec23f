import type { SessionUser } from '@promptnest/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ClockIcon } from '../../components/ui/app-icons';
import { buttonClassName } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';

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
    return (
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Authentication Required</h1>
        <p className="mt-3 text-sm text-muted-foreground">{reason}</p>
        {/* Back here after signing in, so the token or checkout in the address is not lost. */}
        <Link
          to={`/auth?tab=signin&returnTo=${encodeURIComponent(location.pathname + location.search)}`}
          className={cn(buttonClassName('primary', 'md'), 'mt-6 w-full')}
        >
          Sign In
        </Link>
      </Card>
    );
  }

  if (!user.approved) {
    return (
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
          <ClockIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Account Pending Approval</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Your account needs to be approved by an administrator before you can use this page.
        </p>
        <Link to="/app" className={cn(buttonClassName('outline', 'md'), 'mt-6 w-full')}>
          Go to App
        </Link>
      </Card>
    );
  }

  return children(user);
}
