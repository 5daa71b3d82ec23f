import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/use-session';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /confirm-deletion?token= (placeholder: the checks of spec §2; the deletion itself comes later). */
export function Component() {
  useDocumentTitle('Confirm Account Deletion');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const location = useLocation();

  if (session.isPending) return <LoadingState />;

  if (!session.data?.user) {
    return (
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Authentication Required</h1>
        <p className="mt-3 text-sm text-muted-foreground">Please sign in to confirm the deletion of your account.</p>
        {/* Back here after signing in, so the e-mailed token is not lost. */}
        <Link
          to={`/auth?tab=signin&returnTo=${encodeURIComponent(location.pathname + location.search)}`}
          className={cn(buttonClassName('primary', 'md'), 'mt-6 w-full')}>
          Sign In
        </Link>
      </Card>
    );
  }

  if (!searchParams.get('token')) {
    return (
      <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Invalid Deletion Link</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Invalid deletion link. Please request a new account deletion from your account settings.
        </p>
        <Link to="/app" className={cn(buttonClassName('outline', 'md'), 'mt-6 w-full')}>
          Back to App
        </Link>
      </Card>
    );
  }

  return (
    <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Confirm Account Deletion</h1>
      <Link to="/app" className={cn(buttonClassName('outline', 'md'), 'mt-6 w-full')}>
        Cancel
      </Link>
    </Card>
  );
}
