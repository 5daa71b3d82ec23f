import type { PromptCard as PromptCardData } from '@promptnest/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TagChipList } from '../../../components/tag-chip';
import { BracesIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import { CopyPromptButton } from './copy-prompt-button';
import { FavoriteButton } from './favorite-button';

interface PromptCardProps {
  prompt: PromptCardData;
  /** Position in its page: spec §2, cards fade in 0.1 s after one another (capped at 1 s). */
  index: number;
  layout: 'grid' | 'list';
  /** An extra row of controls above the footer (the share link on the Shared page). */
  actions?: ReactNode;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Lifts a control above the card's stretched link, so clicking it does not also open the prompt. */
const aboveLink = 'relative z-10';

/**
 * A prompt in a list. The title's link stretches over the whole card ("stretched link"), so the card opens
 * the prompt on click while the star, copy button and tag chips stay separate controls, not nested in a link.
 */
export function PromptCard({ prompt, index, layout, actions }: PromptCardProps) {
  const titleId = useId();
  const summary = prompt.description || prompt.contentPreview;
  const style: CSSProperties = { animationDelay: `${Math.min(index * 0.1, 1).toFixed(1)}s` };

  return (
    <article
      aria-labelledby={titleId}
      style={style}
      className={cn(
        'group relative flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm shadow-primary/5',
        'transition-[border-color,box-shadow,translate] hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-md',
        'opacity-0 [animation:appear_0.35s_ease-out_both] motion-reduce:animate-none motion-reduce:opacity-100',
      )}
    >
      <div className="flex items-start gap-2">
        <h2 id={titleId} className="min-w-0 flex-1 leading-snug font-semibold wrap-anywhere">
          <Link
            to={`/app/prompt/${prompt.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {prompt.title}
          </Link>
        </h2>
        <FavoriteButton id={prompt.id} isFavorite={prompt.isFavorite} className={cn(aboveLink, '-mt-1.5 -mr-2')} />
      </div>

      {prompt.isTemplate && (
        <span className="inline-flex w-fit items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
          <BracesIcon className="size-3" />
          Template
        </span>
      )}

      {summary && (
        <p
          className={cn(
            'text-sm wrap-anywhere whitespace-pre-line text-muted-foreground',
            layout === 'grid' ? 'line-clamp-6' : 'line-clamp-2',
          )}
        >
          {summary}
        </p>
      )}

      <TagChipList tags={prompt.tags} chipClassName={aboveLink} />

      {actions && <div className={aboveLink}>{actions}</div>}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
        <time dateTime={prompt.updatedAt} className="text-xs whitespace-nowrap text-muted-foreground">
          {dateFormat.format(new Date(prompt.updatedAt))}
        </time>
        <CopyPromptButton id={prompt.id} className={cn(aboveLink, 'ml-auto')} />
      </div>
    </article>
  );
}
