import type { PromptCard as PromptCardData } from '@promptnest/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TagChipList } from '../../../components/tag-chip';
import { cn } from '../../../lib/cn';
import { CopyPromptButton } from './copy-prompt-button';
import { FavoriteButton } from './favorite-button';
import { aboveLink, fadeInClassName, fadeInStyle, PromptDate, stretchedLinkClassName, TemplateBadge } from './prompt-meta';

interface PromptRowProps {
  prompt: PromptCardData;
  /** Position in its page, for the fade-in (spec §2). */
  index: number;
  /** Extra controls (the share link on the Shared page). */
  actions?: ReactNode;
}

/**
 * A prompt in the list view: one compact line with the card's content and actions (title, template badge,
 * tags, date, star, copy), so a screen holds many. Under 640 px it wraps in two lines: title and star,
 * then the rest. The title's link stretches over the row, as on the card.
 */
export function PromptRow({ prompt, index, actions }: PromptRowProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      style={fadeInStyle(index)}
      className={cn('relative flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-1 transition-colors hover:bg-muted/50 sm:gap-x-3 sm:pl-4', fadeInClassName)}
    >
      <h2 id={titleId} className="min-w-0 flex-1 basis-[calc(100%-3.5rem)] text-sm font-semibold sm:min-w-40 sm:basis-0">
        <Link to={`/app/prompt/${prompt.id}`} title={prompt.title} className={cn(stretchedLinkClassName, 'block truncate py-1.5 after:-outline-offset-2')}>
          {prompt.title}
        </Link>
      </h2>
      <FavoriteButton id={prompt.id} isFavorite={prompt.isFavorite} className={cn(aboveLink, 'sm:order-last')} />
      {/* Under 640 px, the second line (no wrapping inside it); from 640 px its parts join the row's one line. */}
      <div className="flex min-w-0 basis-full items-center gap-2 sm:contents">
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:max-w-[40%] sm:flex-none">
          {prompt.isTemplate && <TemplateBadge />}
          {/* A narrow row has room for one tag (and the '+N' count); a wide row for three. */}
          <TagChipList tags={prompt.tags} max={1} chipClassName={aboveLink} className="min-w-0 flex-nowrap! sm:hidden!" />
          <TagChipList tags={prompt.tags} chipClassName={aboveLink} className="hidden! min-w-0 flex-nowrap! sm:flex!" />
        </div>
        {/* On a phone the tags need the date's room (a tag squeezed to a blank pill says nothing); from 640 px it shows. */}
        <PromptDate prompt={prompt} className="max-sm:hidden" />
        <CopyPromptButton id={prompt.id} className={cn(aboveLink, 'sm:order-last')} />
      </div>
      {/* Extra controls get a line of their own, under the row's own. */}
      {actions && <div className={cn(aboveLink, 'order-[10000] basis-full pb-1')}>{actions}</div>}
    </article>
  );
}
