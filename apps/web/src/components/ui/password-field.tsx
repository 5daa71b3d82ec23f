import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { EyeIcon, EyeOffIcon } from './app-icons';
import { Input } from './input';
import { Label } from './label';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ label, className, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input id={id} type={isVisible ? 'text' : 'password'} className="pr-11" {...inputProps} />
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
    </div>
  );
}
