import { diffWords } from 'diff';
import { useMemo } from 'react';

/**
 * The words of `before` and `after`, removed struck through and added highlighted; each is also named for a
 * screen reader, so colour is never the only sign. jsdiff is imported only here, inside the lazily loaded
 * history panel, so the editor's own bundle stays small.
 */
export function WordDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <p aria-label={label} className="rounded-lg border bg-background p-3 text-sm leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) => {
        if (part.removed) {
          return (
            <del key={index} className="rounded-sm bg-destructive/15 text-destructive-text decoration-2">
              <span className="sr-only">[removed: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        }
        if (part.added) {
          return (
            <ins key={index} className="rounded-sm bg-success-surface text-success-text underline decoration-2 underline-offset-2">
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}
