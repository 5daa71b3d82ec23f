import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { isClientError } from '../../../lib/api-client';
import { useVerifyResetToken } from '../api/use-verify-reset-token';
import { authToasts } from '../toasts';

/** Spec §9: the reset link is checked 1 s after the recovery page opens. */
export const RESET_LINK_CHECK_DELAY_MS = 1000;

export type ResetLinkStatus = 'verifying' | 'valid' | 'expired';

/** Checks a password-reset token once, after the spec's delay, and toasts when the link cannot be used. */
export function useResetLinkStatus(token: string | null) {
  const [status, setStatus] = useState<ResetLinkStatus>('verifying');
  const { mutate: verify } = useVerifyResetToken();

  useEffect(() => {
    function markExpired() {
      toast.error(authToasts.resetLinkExpired.title, { description: authToasts.resetLinkExpired.description });
      setStatus('expired');
    }

    const timer = window.setTimeout(() => {
      if (!token) return markExpired();
      verify(
        { token },
        {
          onSuccess: ({ valid }) => (valid ? setStatus('valid') : markExpired()),
          onError: (error) => {
            if (isClientError(error)) return markExpired();
            toast.error(authToasts.resetLinkCheckError.title, { description: authToasts.resetLinkCheckError.description });
            setStatus('expired');
          },
        },
      );
    }, RESET_LINK_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, verify]);

  return { status, markExpired: () => setStatus('expired') };
}
