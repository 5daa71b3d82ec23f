import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldMessage } from './field-message';
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
  const field = useFieldMessage(error, hint);
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={field.inputProps.id}>{label}</Label>
      <Input {...field.inputProps} {...inputProps} />
      {field.message}
    </div>
  );
}
