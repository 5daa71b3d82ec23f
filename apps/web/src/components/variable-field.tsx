import type { TemplateVariable } from '@promptnest/core';
import { useId } from 'react';
import { Textarea } from './textarea';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** Spec §4 "Other UI states": the soft hint for a required variable left empty. */
const RECOMMENDED_HINT = 'This field is recommended';

interface VariableFieldProps {
  variable: TemplateVariable;
  value: string;
  onChange: (value: string) => void;
  /** Show 'This field is recommended' (the shared template form, after an empty field loses focus). */
  showHint?: boolean;
  onBlur?: () => void;
}

/** One {{variable}}'s field: a text box, or a larger one for long text (spec §3 "multiline"). */
export function VariableField({ variable, value, onChange, showHint = false, onBlur }: VariableFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const fieldProps = {
    id,
    value,
    placeholder: variable.placeholder,
    onBlur,
    'aria-describedby': showHint ? hintId : undefined,
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="break-words">
        {variable.name}
      </Label>
      {variable.multiline ? (
        <Textarea {...fieldProps} rows={4} className="resize-y" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...fieldProps} onChange={(event) => onChange(event.target.value)} />
      )}
      {showHint && (
        <p id={hintId} className="text-xs text-warning-text">
          {RECOMMENDED_HINT}
        </p>
      )}
    </div>
  );
}
