import type { PromptCard as PromptCardData } from '@promptnest/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TagChipList } from '../../../components/tag-chip';
import { cn } from '../../../lib/cn';
import { CopyPromptButton } from './copy-prompt-button';
import { FavoriteButton } from './favorite-button';
import { aboveLink, fadeInClassName, fadeInStyle, PromptDate, stretchedLinkClassName, TemplateBadge } from './prompt-meta';

interface PromptCardProps {
  prompt: PromptCardData;
  /** Position in its page: spec §2, cards fade in 0.1 s after one another (capped at 1 s). */
  index: number;
  /** An extra row of controls above the footer (the share link on the Shared page). */
  actions?: ReactNode;
}

/**
 * A prompt in the grid. The title's link stretches over the whole card ("stretched link"), so the card opens
 * the prompt on click while the star, copy button and tag chips stay separate controls, not nested in a link.
 */
export function PromptCard({ prompt, index, actions }: PromptCardProps) {
  const titleId = useId();
  const summary = prompt.description || prompt.contentPreview;

  return (
    <article
      aria-labelledby={titleId}
      style={fadeInStyle(index)}
      className={cn(
        'group relative flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm shadow-primary/5',
        'transition-[border-color,box-shadow,translate] hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-md',
        fadeInClassName,
      )}
    >
      <div className="flex items-start gap-2">
        <h2 id={titleId} className="min-w-0 flex-1 leading-snug font-semibold wrap-anywhere">
          <Link
            to={`/app/prompt/${prompt.id}`}
            className={cn(stretchedLinkClassName, 'after:rounded-2xl focus-visible:after:outline-offset-2')}
          >
            {prompt.title}
          </Link>
        </h2>
        <FavoriteButton id={prompt.id} isFavorite={prompt.isFavorite} className={cn(aboveLink, '-mt-1.5 -mr-2')} />
      </div>

      {prompt.isTemplate && <TemplateBadge />}

      {summary && (
        <p className="line-clamp-6 text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{summary}</p>
      )}

      <TagChipList tags={prompt.tags} chipClassName={aboveLink} />

      {actions && <div className={aboveLink}>{actions}</div>}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1">
        <PromptDate prompt={prompt} />
        <CopyPromptButton id={prompt.id} className={cn(aboveLink, 'ml-auto')} />
      </div>
    </article>
  );
}
