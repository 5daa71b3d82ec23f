import type { Ref } from 'react';
import { cn } from '../../../lib/cn';
import { CopyTextButton } from './copy-text-button';

interface SetupBlockProps {
  /** What the block holds, naming its region ('Setup for Cursor'). */
  name: string;
  /** Its Copy button's name ('Copy setup for Cursor'). */
  copyLabel: string;
  /** Where it goes, shown in the block's top bar ('.cursor/mcp.json'). */
  caption: string;
  text: string;
  /** Wraps anywhere instead of scrolling: for a key, which is one word and is best seen whole. */
  isWrapped?: boolean;
  copyRef?: Ref<HTMLButtonElement>;
}

/**
 * Text to paste elsewhere, as it must be pasted: monospace, lines kept whole, scrolling sideways inside
 * its frame rather than widening the page on a phone. Focusable, so a keyboard can scroll it too. A key
 * instead wraps, so it shows whole.
 */
export function SetupBlock({ name, copyLabel, caption, text, isWrapped = false, copyRef }: SetupBlockProps) {
  return (
    <div className="min-w-0 overflow-hidden rounded-xl border bg-muted/40">
      <div className="flex items-center justify-between gap-2 border-b bg-muted/60 py-1.5 pr-1.5 pl-3 sm:pl-4">
        <span className="truncate text-xs font-medium text-muted-foreground">{caption}</span>
        <CopyTextButton ref={copyRef} text={text} label={copyLabel} variant="ghost" size="sm" />
      </div>
      <pre
        tabIndex={isWrapped ? undefined : 0}
        role="region"
        aria-label={name}
        className={cn(
          'overflow-x-auto p-3 font-mono text-[0.8125rem] leading-relaxed text-foreground sm:p-4',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          isWrapped ? 'break-all whitespace-pre-wrap' : 'whitespace-pre',
        )}
      >
        <code>{text}</code>
      </pre>
    </div>
  );
}
