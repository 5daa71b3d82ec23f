import { createApiKeySchema, fieldMessages, type CreateApiKeyInput } from '@promptnest/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/use-field-errors';
import { isClientError } from '../../../lib/api-client';
import { apiKeyTexts } from '../api-key-texts';
import { ExpiryChoice, KeyAccessChoice } from './api-key-choices';

type Field = keyof CreateApiKeyInput;
const formFields: readonly Field[] = ['name', 'access', 'expiresIn'];
const defaults: CreateApiKeyInput = { name: '', access: 'read', expiresIn: '90d' };

/** The messages for this form's own fields, out of the schema's (or the server's) field → message map. */
function formFieldErrors(fields: Record<string, string> = {}): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of formFields) if (fields[field]) errors[field] = fields[field];
  return errors;
}

interface CreateApiKeyFormProps {
  /** Sends the key to be made; rejects with the server's refusal. */
  onCreate: (input: CreateApiKeyInput) => Promise<void>;
  isCreating: boolean;
}

/** Name, access and expiry, checked with the server's own schema before they are sent. */
export function CreateApiKeyForm({ onCreate, isCreating }: CreateApiKeyFormProps) {
  const [values, setValues] = useState(defaults);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, showErrors, clearError, formRef } = useFieldErrors<Field>();

  function change<Name extends Field>(name: Name, value: CreateApiKeyInput[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCreating) return;
    const parsed = createApiKeySchema.safeParse(values);
    if (!parsed.success) return showErrors(formFieldErrors(fieldMessages(parsed.error)));
    setFormError(null);
    try {
      await onCreate(parsed.data);
    } catch (error) {
      const fields = isClientError(error) ? formFieldErrors(error.fields) : {};
      if (Object.keys(fields).length > 0) return showErrors(fields);
      // The limit (409) and anything else the server refused, in its words; an outage in ours.
      setFormError(isClientError(error) ? error.message : apiKeyTexts.createFailed);
    }
  }

  return (
    <form ref={formRef} noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
      <DialogHeader>
        <DialogTitle>Create API key</DialogTitle>
        <DialogDescription>The key acts as you. Give it only the access the script or tool needs.</DialogDescription>
      </DialogHeader>
      <FormField
        label="Name"
        name="name"
        autoComplete="off"
        placeholder="e.g. CI script"
        hint="So you can tell your keys apart."
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <KeyAccessChoice value={values.access} error={errors.access} onChange={(access) => change('access', access)} />
      <ExpiryChoice value={values.expiresIn} error={errors.expiresIn} onChange={(expiry) => change('expiresIn', expiry)} />
      {formError && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive-text">
          {formError}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isCreating}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isCreating}>
          Create key
        </Button>
      </DialogFooter>
    </form>
  );
}
