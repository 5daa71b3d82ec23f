/** How many lines of the draft's content the restore question shows. */
const EXCERPT_LINES = 3;

/** The start of a stored draft, so the choice to restore or discard it is an informed one. */
export function DraftExcerpt({ title, content }: { title: string; content: string }) {
  const lines = content.split('\n').slice(0, EXCERPT_LINES);
  const hasMore = content.split('\n').length > EXCERPT_LINES;
  return (
    <figure aria-label="Draft" className="grid gap-1 rounded-xl border bg-muted/50 p-3 text-sm">
      <p className="font-semibold break-words">{title || 'Untitled'}</p>
      <p className="max-h-24 overflow-hidden font-mono text-xs break-words whitespace-pre-wrap text-muted-foreground">
        {lines.join('\n')}
        {hasMore && '\n…'}
      </p>
    </figure>
  );
}
