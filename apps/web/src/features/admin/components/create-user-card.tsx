import { adminCreateUserSchema, adminMessages, MIN_PASSWORD_LENGTH } from '@promptnest/core';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { PlusIcon, UserIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { useCreateUser } from '../api/use-create-user';
import { toastAdminError, toastInvalidInput } from '../admin-toasts';
import { AdminCard } from './admin-card';

const emptyFields = { email: '', password: '' };

/** Spec §2 "Create New User": an approved account with the password given here, ready to sign in. */
export function CreateUserCard() {
  const hintId = useId();
  const [fields, setFields] = useState(emptyFields);
  const createUser = useCreateUser();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's checks, in the server's order: the first failing one is the toast.
    const parsed = adminCreateUserSchema.safeParse(fields);
    if (!parsed.success) {
      toastInvalidInput(parsed.error.issues[0]?.message ?? adminMessages.missingInformation.description);
      return;
    }
    createUser.mutate(parsed.data, {
      onSuccess: (user) => {
        toast.success('User created', { description: `${user.email} can sign in now.` });
        setFields(emptyFields);
      },
      onError: (error) => toastAdminError(error, adminMessages.createFailed),
    });
  }

  return (
    <AdminCard
      title="Create New User"
      description="The account is approved at once and can sign in with this password."
      Icon={UserIcon}
    >
      <form noValidate onSubmit={handleSubmit} aria-label="Create New User" className="grid gap-4">
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          placeholder="name@example.com"
          required
          value={fields.email}
          onChange={(event) => setFields((current) => ({ ...current, email: event.target.value }))}
        />
        <div className="grid gap-2">
          <PasswordField
            label="Password"
            name="new-user-password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-describedby={hintId}
            value={fields.password}
            onChange={(event) => setFields((current) => ({ ...current, password: event.target.value }))}
          />
          <p id={hintId} className="text-xs text-muted-foreground">At least {MIN_PASSWORD_LENGTH} characters.</p>
        </div>
        <Button type="submit" className="justify-self-start" isLoading={createUser.isPending}>
          {!createUser.isPending && <PlusIcon />}
          Create User
        </Button>
      </form>
    </AdminCard>
  );
}
