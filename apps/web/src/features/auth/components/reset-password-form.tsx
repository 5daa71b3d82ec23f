import { resetPasswordSchema } from '@promptnest/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isClientError } from '../../../lib/api-client';
import { useResetPassword } from '../api/use-reset-password';
import { authToasts, toastValidationMessage } from '../toasts';

interface ResetPasswordFormProps {
  token: string;
  /** The new password is set; `signedIn` says whether the server also signed the user in. */
  onPasswordUpdated: (signedIn: boolean) => void;
  /** The server refused the link (used or expired meanwhile). */
  onLinkRejected: () => void;
}

export function ResetPasswordForm({ token, onPasswordUpdated, onLinkRejected }: ResetPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const resetPassword = useResetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ token, newPassword, confirmPassword });
    if (!parsed.success) {
      toastValidationMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    resetPassword.mutate(parsed.data, {
      onSuccess: ({ signedIn }) => {
        toast.success(authToasts.passwordUpdated);
        onPasswordUpdated(signedIn);
      },
      onError: (error) => {
        if (!isClientError(error)) {
          toast.error(authToasts.passwordUpdateError.title, { description: authToasts.passwordUpdateError.description });
          return;
        }
        toast.error(authToasts.passwordResetFailed, { description: error.message });
        if (error.code === 'RESET_LINK_INVALID') onLinkRejected();
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField
        label="New Password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        autoFocus
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <FormField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={resetPassword.isPending}>
        Update Password
      </Button>
    </form>
  );
}
