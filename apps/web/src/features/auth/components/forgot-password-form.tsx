import { forgotPasswordSchema } from '@promptnest/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isClientError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/use-forgot-password';
import { authToasts, toastValidationMessage } from '../toasts';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  /** Back to the sign-in form: after sending, or on Cancel. */
  onClose: () => void;
}

/** The inline reset request that replaces the sign-in form. */
export function ForgotPasswordForm({ defaultEmail = '', onClose }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const forgotPassword = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      toastValidationMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    forgotPassword.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(authToasts.resetEmailSent.title, { description: authToasts.resetEmailSent.description });
        onClose();
      },
      onError: (error) => {
        if (isClientError(error)) toast.error(authToasts.resetFailed, { description: error.message });
        else toast.error(authToasts.resetRequestError.title, { description: authToasts.resetRequestError.description });
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="forgot-password-heading">
      <div className="grid gap-1.5">
        <h2 id="forgot-password-heading" className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter your email address and we&apos;ll send you a link to reset your password.
        </p>
      </div>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" size="lg" className="flex-1" onClick={onClose} disabled={forgotPassword.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="lg" className="flex-1" isLoading={forgotPassword.isPending}>
          Send Reset Email
        </Button>
      </div>
    </form>
  );
}
