import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ClockIcon, MailIcon } from '../../../components/ui/app-icons';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { ConfirmationNotice } from './confirmation-notice';
import { SignOutButton } from './sign-out-button';

/** Spec §2 "Pending Approval screen": shown instead of any /app page until an admin approves the account. */
export function PendingApprovalScreen({ email, isEmailConfirmed }: { email: string; isEmailConfirmed: boolean }) {
  const navigate = useNavigate();
  useDocumentTitle('Pending Approval');
  useApprovalWatch();

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-10">
      <Logo />
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
          <ClockIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Account Pending Approval</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Your account has been created successfully, but it needs to be approved by an administrator before you
          can start using PromptNest.
        </p>
        <div className="mt-5 rounded-xl border bg-muted/60 px-4 py-3 text-sm">
          <span className="text-muted-foreground">Signed up as</span>
          <p className="mt-0.5 font-medium break-all">{email}</p>
          <ConfirmationNotice isConfirmed={isEmailConfirmed} />
        </div>
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-accent/60 px-4 py-3 text-left text-sm text-accent-foreground">
          <MailIcon className="mt-0.5" />
          <p>
            You will receive an email notification once your account has been approved. This usually takes 24-48
            hours during business days.
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="outline" className="sm:flex-1" onClick={() => void navigate('/')}>
            Back to Home
          </Button>
          <SignOutButton variant="primary" className="sm:flex-1" />
        </div>
      </Card>
    </main>
  );
}
