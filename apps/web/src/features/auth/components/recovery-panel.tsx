import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/app-icons';
import { LoadingState } from '../../../components/ui/spinner';
import { useResetLinkStatus } from '../hooks/use-reset-link-status';
import { ResetPasswordForm } from './reset-password-form';

interface RecoveryPanelProps {
  token: string | null;
  onPasswordUpdated: (signedIn: boolean) => void;
  /** Leave recovery mode and open the forgot-password form. */
  onRequestNewLink: () => void;
}

/** Password recovery from an e-mailed link: verifying → new-password form, or the expired message. */
export function RecoveryPanel({ token, onPasswordUpdated, onRequestNewLink }: RecoveryPanelProps) {
  const { status, markExpired } = useResetLinkStatus(token);

  if (status === 'verifying') return <LoadingState label="Verifying reset link..." />;

  if (status === 'expired' || !token) {
    return (
      <div className="grid justify-items-center gap-5 py-2 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive-text">
          <AlertIcon className="size-6" />
        </span>
        <p className="text-sm text-muted-foreground">The reset link has expired or is invalid.</p>
        <Button size="lg" className="w-full" onClick={onRequestNewLink}>
          Request New Reset Link
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">Enter your new password below.</p>
      <ResetPasswordForm token={token} onPasswordUpdated={onPasswordUpdated} onLinkRejected={markExpired} />
    </div>
  );
}
