import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { tagHref } from '../../../components/tag-chip';
import { TagIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import { useTags } from '../api/use-tags';

/** Spec §2: the Tags list, A→Z with counts; each opens /app?tag={tag}. */
export function SidebarTags({ onNavigate }: { onNavigate?: () => void }) {
  const headingId = useId();
  const tags = useTags();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentTag = pathname === '/app' ? searchParams.get('tag') : null;

  return (
    <section aria-labelledby={headingId} className="grid min-h-0 gap-1">
      <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Tags
      </h2>
      {tags.isPending ? (
        <div aria-hidden="true" className="grid gap-2 px-3 py-1">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-4 animate-pulse rounded bg-muted" style={{ width: `${70 - i * 15}%` }} />
          ))}
        </div>
      ) : tags.isError ? (
        <p className="px-3 text-xs text-muted-foreground">Tags could not be loaded.</p>
      ) : tags.data.length === 0 ? (
        <p className="px-3 text-xs text-muted-foreground">Tags you add to prompts appear here.</p>
      ) : (
        <ul className="grid gap-0.5">
          {tags.data.map(({ tag, count }) => {
            const isCurrent = tag === currentTag;
            return (
              <li key={tag}>
                <Link
                  to={tagHref(tag)}
                  onClick={onNavigate}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex h-8 items-center pointer-coarse:h-10 max-sm:h-10 gap-2.5 rounded-lg px-3 text-sm transition-colors',
                    isCurrent ? 'bg-accent font-medium text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <TagIcon className="size-3.5" />
                  <span className="min-w-0 flex-1 truncate" title={tag}>
                    {tag}
                  </span>
                  <span className="text-xs tabular-nums">
                    {count}
                    <span className="sr-only"> {count === 1 ? 'prompt' : 'prompts'}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
