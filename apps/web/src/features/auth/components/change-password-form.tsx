import { authMessages } from '@promptnest/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { isClientError } from '../../../lib/api-client';
import { whenIdle } from '../../../lib/when-idle';
import { useChangePassword } from '../api/use-change-password';
import { authFieldErrors, authToasts, toastValidationMessage } from '../toasts';

const emptyFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

// The checks bring zod: they are fetched once the page is up, not with it (docs/decisions/0021-offline-app.md, "Bundle size").
const loadChecks = () => import('../change-password-check');

/** Spec §5 "Change password": the account page's inline form, with its toasts word for word. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(emptyFields);
  const { errors, showErrors, clearError, clearErrors, formRef } = useFieldErrors<keyof typeof emptyFields>();
  const changePassword = useChangePassword();
  const isChecking = useRef(false);
  useEffect(() => whenIdle(() => void loadChecks().catch(() => undefined)), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecking.current || changePassword.isPending) return;
    isChecking.current = true;
    // The same checks, in the same order, as the server's: the first failing one is the toast. Without them
    // (the connection dropped), the server checks and answers with the same words.
    const checked = await loadChecks()
      .then(({ checkChangePassword }) => checkChangePassword(fields))
      .catch((): { values: typeof fields } => ({ values: fields }))
      .finally(() => {
        isChecking.current = false;
      });
    if ('refusal' in checked) {
      toastValidationMessage(checked.refusal);
      return;
    }
    clearErrors();
    changePassword.mutate(checked.values, {
      onSuccess: () => {
        toast.success(authToasts.passwordChanged);
        setFields(emptyFields);
      },
      onError: (error) => {
        if (!isClientError(error)) {
          toast.error(authToasts.changePasswordError.title, { description: authToasts.changePasswordError.description });
        } else if (error.code === 'INCORRECT_CURRENT_PASSWORD') {
          toast.error(authMessages.changeIncorrect.title, { description: authMessages.changeIncorrect.description });
          showErrors({ currentPassword: authFieldErrors.currentPasswordWrong });
        } else if (error.code === 'VALIDATION_FAILED') {
          toastValidationMessage(error.message);
        } else {
          toast.error(authToasts.changePasswordFailed, { description: error.message });
        }
      },
    });
  }

  const field = (name: keyof typeof emptyFields) => ({
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-password-heading" className="grid gap-4">
      <h3 id="change-password-heading" className="font-semibold">
        Change Password
      </h3>
      <PasswordField label="Current Password" autoComplete="current-password" required {...field('currentPassword')} />
      <PasswordField label="New Password" autoComplete="new-password" required {...field('newPassword')} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" required {...field('confirmPassword')} />
      <Button type="submit" className="justify-self-start" isLoading={changePassword.isPending}>
        Change Password
      </Button>
    </form>
  );
}
