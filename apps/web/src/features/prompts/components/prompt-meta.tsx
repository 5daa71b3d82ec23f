import type { PromptCard as PromptCardData } from '@promptnest/core';
import { BracesIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';

/** Lifts a control above a card's or row's stretched link, so clicking it does not also open the prompt. */
export const aboveLink = 'relative z-10';

/** The look of the quiet buttons on a card or row (Copy, Copy Link): one style for all of them. */
export const quietButtonClassName = 'text-muted-foreground hover:text-foreground';

/** The stretched link's outline, drawn around the whole card or row when the title link has keyboard focus. */
export const stretchedLinkClassName =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring";

/** Spec §2: the 'Template' badge of a prompt that is a template. */
export function TemplateBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex w-fit shrink-0 items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground', className)}>
      <BracesIcon className="size-3" />
      Template
    </span>
  );
}

/** When the prompt last changed. */
export function PromptDate({ prompt, className }: { prompt: PromptCardData; className?: string }) {
  return (
    <time dateTime={prompt.updatedAt} className={cn('text-xs whitespace-nowrap text-muted-foreground', className)}>
      {formatDate(prompt.updatedAt)}
    </time>
  );
}

/** Spec §2: cards fade in 0.1 s after one another (capped at 1 s); `index` is the position in its page. */
export function fadeInStyle(index: number) {
  return { animationDelay: `${Math.min(index * 0.1, 1).toFixed(1)}s` };
}

export const fadeInClassName = 'opacity-0 [animation:appear_0.35s_ease-out_both] motion-reduce:animate-none motion-reduce:opacity-100';
