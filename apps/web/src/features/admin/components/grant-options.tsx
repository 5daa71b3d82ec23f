import { GRANT_DAYS, grantTiers, type GrantTier } from '@promptnest/core';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/app-icons';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';

export interface GrantOptionValues {
  tier: GrantTier;
  /** As typed, so the field can be cleared while editing; checked when the form is sent. */
  days: string;
}

export const defaultGrantOptions: GrantOptionValues = { tier: 'Pro', days: String(GRANT_DAYS.default) };

interface GrantOptionsProps {
  value: GrantOptionValues;
  onChange: (value: GrantOptionValues) => void;
}

/** Tier and duration of a grant (spec §9: Pro or Max, 1 to 365 days, 30 by default), side by side. */
export function GrantOptions({ value, onChange }: GrantOptionsProps) {
  const tierId = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-2">
        <Label htmlFor={tierId}>Tier</Label>
        <div className="relative">
          <select
            id={tierId}
            value={value.tier}
            onChange={(event) => onChange({ ...value, tier: event.target.value as GrantTier })}
            className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
          >
            {grantTiers.map((tier) => (
              <option key={tier} value={tier}>
                {tier}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
        </div>
      </div>
      <FormField
        label="Duration (days)"
        type="number"
        inputMode="numeric"
        min={GRANT_DAYS.min}
        max={GRANT_DAYS.max}
        step={1}
        required
        value={value.days}
        onChange={(event) => onChange({ ...value, days: event.target.value })}
      />
    </div>
  );
}

/** The typed duration as the schema wants it: a number (NaN when empty, which the schema refuses with its message). */
export function durationOf(value: GrantOptionValues): number {
  return value.days.trim() === '' ? Number.NaN : Number(value.days);
}
