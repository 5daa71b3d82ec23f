import {
  apiKeyAccesses,
  apiKeyExpiresAt,
  apiKeyExpiries,
  apiKeyExpiryLabels,
  type ApiKeyAccess,
  type ApiKeyExpiry,
} from '@promptnest/core';
import { AccessChoice } from '../../../components/access-choice';
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

/** The key's access: Read only or Read and write. */
export function KeyAccessChoice({ value, error, onChange }: ChoiceProps<ApiKeyAccess>) {
  const field = useFieldMessage(error);
  return (
    <AccessChoice legend="Access" choices={apiKeyAccesses} hints={apiKeyTexts.accessHints} value={value} onChange={onChange} describedBy={field.inputProps['aria-describedby']}>
      {field.message}
    </AccessChoice>
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
