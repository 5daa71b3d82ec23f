import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';

/** The grey text of an empty list ('No pending approvals'). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Placeholder rows while a list loads; hidden from assistive technology, which hears the busy region instead. */
export function ListSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="h-14 animate-pulse rounded-xl bg-muted" />
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a way to ask again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 px-4 py-3 text-sm">
      <span className="text-destructive-text">Could not load {what}.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

interface AdminListProps {
  label: string;
  /** Lists with no buttons inside take focus themselves, so a keyboard can scroll them. */
  isFocusable?: boolean;
  className?: string;
  children: ReactNode;
}

/** A bordered list of rows. A long one scrolls inside its card instead of pushing the other cards away. */
export function AdminList({ label, isFocusable = false, className, children }: AdminListProps) {
  return (
    <ul
      aria-label={label}
      tabIndex={isFocusable ? 0 : undefined}
      className={cn('max-h-96 divide-y overflow-y-auto rounded-xl border', className)}
    >
      {children}
    </ul>
  );
}
