import type { PromptCard } from '@promptnest/core';
import { useId } from 'react';
import { RestoreIcon, TrashIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { AlertIcon, ClockIcon } from '../../../components/ui/app-icons';
import { useRestorePrompt } from '../api/use-restore-prompt';
import { daysSinceDeletion, daysUntilPurge, pluralDays, TRASH_WARNING_DAYS } from '../trash-retention';

interface TrashItemProps {
  prompt: PromptCard;
  /** The moment the days are counted from (when the list was loaded). */
  now: number;
  onDeleteForever: (prompt: PromptCard) => void;
}

/** A trashed prompt: how long ago it was deleted, how long it has left, Restore and Delete Forever. */
export function TrashItem({ prompt, now, onDeleteForever }: TrashItemProps) {
  const titleId = useId();
  const restore = useRestorePrompt();
  const deletedAt = prompt.deletedAt ?? new Date(now).toISOString();
  const daysLeft = daysUntilPurge(deletedAt, now);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm shadow-primary/5 sm:flex-row sm:items-center"
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h2 id={titleId} className="font-semibold wrap-anywhere">
          {prompt.title}
        </h2>
        <p className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">
          {prompt.description || prompt.contentPreview}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <ClockIcon className="size-3.5" />
            Deleted {pluralDays(daysSinceDeletion(deletedAt, now))} ago
          </span>
          {daysLeft <= TRASH_WARNING_DAYS && (
            <span className="inline-flex items-center gap-1 rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive-text">
              <AlertIcon className="size-3.5" />
              {pluralDays(daysLeft)} left
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={() => restore.mutate(prompt.id)} isLoading={restore.isPending}>
          {!restore.isPending && <RestoreIcon />}
          Restore
        </Button>
        <Button variant="destructive" size="sm" onClick={() => onDeleteForever(prompt)}>
          <TrashIcon />
          Delete Forever
        </Button>
      </div>
    </article>
  );
}
