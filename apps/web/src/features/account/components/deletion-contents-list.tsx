import { deletionContents } from '@promptnest/core';
import { cn } from '../../../lib/cn';

/** Spec §2 "Confirm deletion page": what deleting the account removes, shown in the dialog and on the page. */
export function DeletionContentsList({ className }: { className?: string }) {
  return (
    <ul className={cn('grid gap-1.5 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm', className)}>
      {deletionContents.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-destructive" />
          {item}
        </li>
      ))}
    </ul>
  );
}
