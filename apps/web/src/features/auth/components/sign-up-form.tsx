import { AppError, fieldMessages, MIN_PASSWORD_LENGTH, resolveReturnPath, signUpSchema } from '@promptnest/core';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { useSignUp } from '../api/use-sign-up';
import { authToasts } from '../toasts';

interface SignUpFormProps {
  returnTo?: string;
  action?: string;
  /** Called with where to go once the account exists (the user is signed in already). */
  onSignedUp: (path: string) => void;
  /** The address already had an account (its owner was e-mailed): offer signing in instead. */
  onAccountExists: () => void;
}

export function SignUpForm({ returnTo, action, onSignedUp, onAccountExists }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, showErrors: markFields, clearError, clearErrors, formRef } = useFieldErrors<'email' | 'password'>();
  const signUp = useSignUp();

  function showErrors(fields: Record<string, string>) {
    markFields({ email: fields.email, password: fields.password });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse({ email, password, returnTo, action });
    if (!parsed.success) return showErrors(fieldMessages(parsed.error));
    clearErrors();
    signUp.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        toast.success(authToasts.signUpSuccessful.title, { description: authToasts.signUpSuccessful.description });
        if (user) onSignedUp(resolveReturnPath(returnTo, action));
        else onAccountExists();
      },
      onError: (error) => {
        toast.error(authToasts.signUpFailed, { description: error.message });
        if (error instanceof AppError && error.fields) showErrors(error.fields);
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
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError('password');
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={signUp.isPending}>
        Create Account
      </Button>
    </form>
  );
}
