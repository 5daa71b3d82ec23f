import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A field's label. A plain <label>: select-none already keeps a double click from selecting its text, and
 * the landing page's demo uses it without loading Radix. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium text-foreground select-none', className)} {...props} />;
}
