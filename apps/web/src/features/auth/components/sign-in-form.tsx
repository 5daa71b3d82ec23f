import { AppError, resolveReturnPath, signInSchema } from '@promptnest/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { useSignIn } from '../api/use-sign-in';
import { authFieldErrors, authToasts, toastValidationMessage } from '../toasts';

interface SignInFormProps {
  returnTo?: string;
  action?: string;
  /** Called with where to go once the user is signed in. */
  onSignedIn: (path: string) => void;
  /** Opens the inline reset form, passing on what was typed as e-mail. */
  onForgotPassword: (email: string) => void;
  defaultEmail?: string;
}

export function SignInForm({ returnTo, action, onSignedIn, onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const { errors, showErrors, clearError, clearErrors, formRef } = useFieldErrors<'email' | 'password'>();
  const signIn = useSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      toastValidationMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    clearErrors();
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(authToasts.welcomeBack.title, { description: authToasts.welcomeBack.description });
        onSignedIn(resolveReturnPath(returnTo, action));
      },
      onError: (error) => {
        toast.error(authToasts.signInFailed, { description: error.message });
        // The server does not say which of the two was wrong; the password is the one to retype.
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') showErrors({ password: authFieldErrors.signInRefused });
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearError('email');
        }}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={signIn.isPending}>
        Sign In
      </Button>
      <Button variant="link" size="sm" className="justify-self-center" onClick={() => onForgotPassword(email)}>
        Forgot your password?
      </Button>
    </form>
  );
}
