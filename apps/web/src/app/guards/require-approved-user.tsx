import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/use-session';

// Only an account awaiting approval sees this screen: its code (and its sign-out) load for those accounts alone.
const PendingApprovalScreen = lazy(async () => ({ default: (await import('../../features/auth/components/pending-approval-screen')).PendingApprovalScreen }));

/**
 * Spec §2: /app/* needs a signed-in, approved user. Loading → spinner; signed out → /auth;
 * not approved → the Pending Approval screen in place of the page (the URL stays). `signedOut` replaces
 * the redirect where a visitor should see something else (the 404 page of an unknown path).
 */
export function RequireApprovedUser({ children, signedOut }: { children?: ReactNode; signedOut?: ReactNode }) {
  const session = useSession();

  if (session.isPending) return <LoadingState fullScreen />;
  // A session that cannot be read (after retries) counts as signed out.
  const user = session.data?.user;
  if (!user && signedOut) return signedOut;
  if (!user) return <Navigate to={session.data?.signedOutByUser ? '/' : '/auth'} replace />;
  if (!user.approved) {
    return (
      <Suspense fallback={<LoadingState fullScreen />}>
        <PendingApprovalScreen email={user.email} isEmailConfirmed={user.emailVerified} />
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
