import { AlertIcon } from '../../../components/ui/app-icons';
import { RefreshIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { promptToasts } from '../toasts';

interface ListErrorProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/** Spec §8: 'Failed to load prompts', with a way to try again. */
export function ListError({ onRetry, isRetrying }: ListErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive-text">
        <AlertIcon className="size-6" />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold">{promptToasts.loadFailed}</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      </div>
      <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
        {!isRetrying && <RefreshIcon />}
        Try again
      </Button>
    </div>
  );
}
