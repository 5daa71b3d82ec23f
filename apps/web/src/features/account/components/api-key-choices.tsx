import {
  apiKeyAccesses,
  apiKeyAccessLabels,
  apiKeyExpiresAt,
  apiKeyExpiries,
  apiKeyExpiryLabels,
  type ApiKeyAccess,
  type ApiKeyExpiry,
} from '@promptnest/core';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/app-icons';
import { useFieldMessage } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { formatDate } from '../../../lib/format-date';
import { apiKeyTexts } from '../api-key-texts';

interface ChoiceProps<Value> {
  value: Value;
  error?: string;
  onChange: (value: Value) => void;
}

/** Read only or Read and write, each with what it allows; the whole option is the target. */
export function AccessChoice({ value, error, onChange }: ChoiceProps<ApiKeyAccess>) {
  const id = useId();
  const field = useFieldMessage(error);
  return (
    <fieldset className="grid gap-2" aria-describedby={field.inputProps['aria-describedby']}>
      <legend className="mb-2 text-sm leading-none font-medium">Access</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {apiKeyAccesses.map((access) => (
          <label
            key={access}
            className="flex min-h-10 cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-3 has-focus-visible:ring-ring/25"
          >
            <input
              type="radio"
              name="access"
              value={access}
              checked={value === access}
              aria-labelledby={`${id}-${access}`}
              aria-describedby={`${id}-${access}-hint`}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
              onChange={() => onChange(access)}
            />
            <span className="grid gap-1">
              <span id={`${id}-${access}`} className="text-sm leading-none font-medium">
                {apiKeyAccessLabels[access]}
              </span>
              <span id={`${id}-${access}-hint`} className="text-xs text-muted-foreground">
                {apiKeyTexts.accessHints[access]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {field.message}
    </fieldset>
  );
}

/** How long the key works, and the day that makes it stop (for a key made now). */
export function ExpiryChoice({ value, error, onChange }: ChoiceProps<ApiKeyExpiry>) {
  const expiresAt = apiKeyExpiresAt(value, new Date());
  const hint = expiresAt ? `The key stops working on ${formatDate(expiresAt.toISOString())}.` : 'The key works until you revoke it.';
  const field = useFieldMessage(error, hint);
  return (
    <div className="grid gap-2">
      <Label htmlFor={field.inputProps.id}>Expires</Label>
      <div className="relative">
        <select
          {...field.inputProps}
          name="expiresIn"
          value={value}
          onChange={(event) => onChange(event.target.value as ApiKeyExpiry)}
          className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        >
          {apiKeyExpiries.map((expiry) => (
            <option key={expiry} value={expiry}>
              {apiKeyExpiryLabels[expiry]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
      </div>
      {field.message}
    </div>
  );
}
