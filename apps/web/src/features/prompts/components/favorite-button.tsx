import { StarIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import { offlineEditingMessage, useIsOnline } from '../../../lib/use-is-online';
import { useToggleFavorite } from '../api/use-toggle-favorite';

interface FavoriteButtonProps {
  id: string;
  isFavorite: boolean;
  className?: string;
}

/** The star: a toggle button ('Favorite', pressed when favourited) that updates the lists at once. */
export function FavoriteButton({ id, isFavorite, className }: FavoriteButtonProps) {
  const toggleFavorite = useToggleFavorite();
  // Offline the star waits for the connection like every other change (docs/decisions/0021-offline-app.md).
  const isOnline = useIsOnline();
  return (
    <button
      type="button"
      aria-label="Favorite"
      aria-pressed={isFavorite}
      title={!isOnline ? offlineEditingMessage : isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      disabled={!isOnline}
      onClick={() => toggleFavorite.mutate({ id, isFavorite: !isFavorite })}
      className={cn(
        'grid size-9 shrink-0 cursor-pointer pointer-coarse:size-10 max-sm:size-10 place-items-center rounded-lg transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50',
        isFavorite ? 'text-amber-500' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      <StarIcon className={cn('size-[1.125rem]', isFavorite && 'fill-current')} />
    </button>
  );
}
