import { AppError, fieldMessages, MIN_PASSWORD_LENGTH, resolveReturnPath, signUpSchema } from '@promptnest/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useSignUp } from '../api/use-sign-up';
import { authToasts } from '../toasts';

interface SignUpFormProps {
  returnTo?: string;
  action?: string;
  /** Called with where to go once the account exists (the user is signed in already). */
  onSignedUp: (path: string) => void;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function SignUpForm({ returnTo, action, onSignedUp }: SignUpFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const signUp = useSignUp();

  // After a rejected submit, put the cursor in the first field that needs fixing.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  function showErrors(fields: Record<string, string>) {
    setErrors({ email: fields.email, password: fields.password });
    setFailedAttempts((count) => count + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse({ email, password, returnTo, action });
    if (!parsed.success) return showErrors(fieldMessages(parsed.error));
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(authToasts.signUpSuccessful.title, { description: authToasts.signUpSuccessful.description });
        onSignedUp(resolveReturnPath(returnTo, action));
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
          setErrors((current) => ({ ...current, email: undefined }));
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
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={signUp.isPending}>
        Create Account
      </Button>
    </form>
  );
}
