import { ADMIN_UNLOCK_MINUTES, adminMessages, unlockAdminSchema } from '@promptnest/core';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ShieldIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { isClientError } from '../../../lib/api-client';
import { useUnlockAdmin } from '../api/use-unlock-admin';

/** Under the field, next to the spec's toast (which says it first); worded apart from it. */
const passwordWrong = 'This is not your account password.';

/** Spec §8 "Admin errors": 'Access denied' for non-admins, the server's reason for a refused password. */
function toastUnlockError(error: unknown): void {
  if (!isClientError(error)) toast.error(adminMessages.authError);
  else if (error.code === 'ADMIN_REQUIRED') toast.error(adminMessages.accessDenied);
  else toast.error(adminMessages.authFailed, { description: error.message });
}

/** Spec §4 "Admin panel": locked until Access Admin Panel authenticates with the admin's password. */
export function AdminUnlockCard() {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const { errors, showErrors, clearError, clearErrors, formRef } = useFieldErrors<'password'>();
  const unlock = useUnlockAdmin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = unlockAdminSchema.safeParse({ password });
    if (!parsed.success) {
      toast.error(adminMessages.authFailed, { description: parsed.error.issues[0]?.message });
      return;
    }
    clearErrors();
    unlock.mutate(parsed.data.password, {
      onSuccess: () => {
        setPassword('');
        toast.success(adminMessages.authSuccess.title, { description: adminMessages.authSuccess.description });
      },
      onError: (error) => {
        toastUnlockError(error);
        if (isClientError(error) && error.code === 'ADMIN_PASSWORD_INCORRECT') showErrors({ password: passwordWrong });
      },
    });
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
          <ShieldIcon className="size-6" />
        </span>
        <CardTitle id={titleId}>Admin Panel</CardTitle>
        <CardDescription>
          For your security, enter your password again to open the admin panel. It stays open for{' '}
          {ADMIN_UNLOCK_MINUTES} minutes after your last action.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4">
          <PasswordField
            label="Password"
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
          <Button type="submit" className="w-full" isLoading={unlock.isPending}>
            <ShieldIcon />
            Access Admin Panel
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
