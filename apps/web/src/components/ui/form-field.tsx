import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Help shown under the field while it has no error. */
  hint?: string;
  /** The field's error; shown under it, announced, and linked to the input. */
  error?: string;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function FormField({ label, hint, error, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
