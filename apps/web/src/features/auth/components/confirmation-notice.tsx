import { confirmationTexts } from '@promptnest/core';
import { toast } from '../../../lib/toast';
import { MailIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/use-resend-confirmation';

/**
 * The sign-up toast asks the user to confirm the e-mail; this, under the address, says the e-mail went there
 * and sends it again on request. A confirmed address is simply said to be confirmed.
 */
export function ConfirmationNotice({ isConfirmed }: { isConfirmed: boolean }) {
  const resend = useResendConfirmation();
  const answer = resend.data?.status;

  function resendMail() {
    resend.mutate(undefined, {
      onSuccess: ({ status }) => toast.success(status === 'sent' ? confirmationTexts.resent : confirmationTexts.alreadyConfirmed),
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  }

  if (isConfirmed || answer === 'already-confirmed') {
    return <p className="mt-3 text-sm text-muted-foreground">{confirmationTexts.confirmed}</p>;
  }
  return (
    <div className="mt-3 text-sm">
      <p className="text-muted-foreground">{confirmationTexts.sentTo}</p>
      <Button variant="outline" className="mt-3" isLoading={resend.isPending} onClick={resendMail}>
        {!resend.isPending && <MailIcon />}
        {confirmationTexts.resend}
      </Button>
      {/* Always present, so the line that appears in it is announced. */}
      <div role="status">{answer === 'sent' && <p className="mt-2 font-medium">{confirmationTexts.resent}.</p>}</div>
    </div>
  );
}
