import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { EyeIcon, EyeOffIcon } from './app-icons';
import { useFieldMessage } from './field-message';
import { Input } from './input';
import { Label } from './label';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  /** The field's error; shown under it, announced, and linked to the input. */
  error?: string;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, className, ...inputProps }: PasswordFieldProps) {
  const field = useFieldMessage(error);
  const { id } = field.inputProps;
  const [isVisible, setIsVisible] = useState(false);

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input {...field.inputProps} type={isVisible ? 'text' : 'password'} className="pr-11" {...inputProps} />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-10 cursor-pointer place-items-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground"
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {field.message}
    </div>
  );
}
