import type { TemplateVariable } from '@promptnest/core';
import { useId, useState } from 'react';
import { Label } from './ui/label';
import { VariableControl } from './variable-control';

/** Spec §4 "Other UI states": the soft hint for a required variable left empty. */
const RECOMMENDED_HINT = 'This field is recommended';

/** Soft checks of typed variables: a hint, never a block on copying (docs/decisions/0019-typed-variables.md). */
function softHint(variable: TemplateVariable, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (variable.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'This does not look like an e-mail address';
  if (variable.type === 'url' && !URL.canParse(text)) return 'This does not look like a web address (https://…)';
  if (variable.type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return 'This does not look like a number';
    if (variable.min !== undefined && number < variable.min) return `The smallest value is ${variable.min}`;
    if (variable.max !== undefined && number > variable.max) return `The largest value is ${variable.max}`;
  }
  return null;
}

interface VariableFieldProps {
  variable: TemplateVariable;
  value: string;
  onChange: (value: string) => void;
  /** Show 'This field is recommended' (the shared template form, after an empty field loses focus). */
  showHint?: boolean;
  onBlur?: () => void;
}

/**
 * One {{variable}}'s field: the control its type asks for (a text box, or a larger one for long text as
 * spec §3 "multiline" says; a choice, a switch, a number, a date…), its label, and the soft hints.
 */
export function VariableField({ variable, value, onChange, showHint = false, onBlur }: VariableFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [checked, setChecked] = useState(false);
  const typeHint = checked ? softHint(variable, value) : null;
  const hint = showHint ? RECOMMENDED_HINT : typeHint;

  function handleBlur() {
    setChecked(true);
    onBlur?.();
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="break-words">
        {variable.label ?? variable.name}
        {!variable.required && <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>}
      </Label>
      <VariableControl id={id} variable={variable} value={value} onChange={onChange} onBlur={handleBlur} describedBy={hint ? hintId : undefined} />
      {hint && (
        <p id={hintId} className="text-xs text-warning-text">
          {hint}
        </p>
      )}
    </div>
  );
}
