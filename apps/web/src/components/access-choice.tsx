import { apiKeyAccessLabels, type ApiKeyAccess } from '@promptnest/core';
import { useId, type ReactNode } from 'react';

interface AccessChoiceProps {
  legend: string;
  /** The options in the order shown. */
  choices: readonly ApiKeyAccess[];
  /** What each option allows, under its label. */
  hints: Record<ApiKeyAccess, string>;
  value: ApiKeyAccess;
  onChange: (value: ApiKeyAccess) => void;
  disabled?: boolean;
  /** Describes the whole group: a field message, when the form has one for it. */
  describedBy?: string;
  children?: ReactNode;
}

/**
 * Read only or Read and write, each with what it allows; the whole option is the target. One control for
 * an API key (the account page) and for an AI tool signing in (the consent page), which grant the same two levels.
 */
export function AccessChoice({ legend, choices, hints, value, onChange, disabled = false, describedBy, children }: AccessChoiceProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((access) => (
          <label
            key={access}
            className="flex min-h-10 cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-3 has-focus-visible:ring-ring/25 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type="radio"
              name="access"
              value={access}
              checked={value === access}
              aria-labelledby={`${id}-${access}`}
              aria-describedby={`${id}-${access}-hint`}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-not-allowed"
              onChange={() => onChange(access)}
            />
            <span className="grid gap-1">
              <span id={`${id}-${access}`} className="text-sm leading-none font-medium">
                {apiKeyAccessLabels[access]}
              </span>
              <span id={`${id}-${access}-hint`} className="text-xs text-muted-foreground">
                {hints[access]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
