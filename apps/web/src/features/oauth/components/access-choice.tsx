import { apiKeyAccessLabels, type ApiKeyAccess } from '@promptnest/core';
import { useId } from 'react';
import { consentTexts } from '../consent-texts';

/** Read and write first: the tool asked for it, and Read only is the smaller grant beside it. */
const choices = ['write', 'read'] as const satisfies readonly ApiKeyAccess[];

interface AccessChoiceProps {
  value: ApiKeyAccess;
  onChange: (value: ApiKeyAccess) => void;
  disabled?: boolean;
}

/** How much of the library the tool gets, when it asked to change prompts too; the whole option is the target. */
export function ConsentAccessChoice({ value, onChange, disabled = false }: AccessChoiceProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{consentTexts.accessLegend}</legend>
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
                {consentTexts.accessHints[access]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
