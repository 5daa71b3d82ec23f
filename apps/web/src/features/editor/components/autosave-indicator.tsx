import { CheckIcon } from '../../../components/ui/app-icons';
import { AlertIcon } from '../../../components/ui/app-icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { AutosaveStatus } from '../hooks/use-autosave';

/** Spec §4 "Autosave", word for word. */
const labels: Record<AutosaveStatus, string> = { idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save failed' };

/** The autosave state next to the toolbar, announced politely; empty while idle. */
export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-sm whitespace-nowrap',
        status === 'error' ? 'font-medium text-destructive-text' : 'text-muted-foreground',
      )}
    >
      {status === 'saving' && <Spinner className="size-3.5" />}
      {status === 'saved' && <CheckIcon className="text-success-text" />}
      {status === 'error' && <AlertIcon />}
      {labels[status]}
    </p>
  );
}
