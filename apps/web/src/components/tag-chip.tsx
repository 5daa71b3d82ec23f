import { Link } from 'react-router';
import { cn } from '../lib/cn';

const chipClassName =
  'inline-flex max-w-full items-center rounded-full border border-transparent bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground';

/** Where a tag's prompts are listed (spec §2: /app?tag={tag}). */
export function tagHref(tag: string): string {
  return `/app?${new URLSearchParams({ tag }).toString()}`;
}

/** A tag as a small pill that links to the prompts with that tag. */
export function TagChip({ tag, className }: { tag: string; className?: string }) {
  return (
    <Link
      to={tagHref(tag)}
      className={cn(chipClassName, 'transition-colors hover:border-primary/30 hover:bg-accent hover:text-accent-foreground', className)}
    >
      <span className="truncate">{tag}</span>
    </Link>
  );
}

interface TagChipListProps {
  tags: string[];
  /** Spec §2: cards show at most 3 tags plus a '+N' count. */
  max?: number;
  className?: string;
  /** Extra classes for each chip (e.g. lifting it above a card's stretched link). */
  chipClassName?: string;
}

export function TagChipList({ tags, max = 3, className, chipClassName: itemClassName }: TagChipListProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hiddenCount = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {shown.map((tag) => (
        // A flex item that may shrink: in a full row the tag's name ends in an ellipsis, never a blank pill.
        <li key={tag} className="flex min-w-0">
          <TagChip tag={tag} className={itemClassName} />
        </li>
      ))}
      {hiddenCount > 0 && (
        <li className="shrink-0">
          <span
            className={cn(chipClassName, 'bg-muted text-muted-foreground')}
            title={tags.slice(max).join(', ')}
            aria-label={`${hiddenCount} more ${hiddenCount === 1 ? 'tag' : 'tags'}: ${tags.slice(max).join(', ')}`}
          >
            +{hiddenCount}
          </span>
        </li>
      )}
    </ul>
  );
}
