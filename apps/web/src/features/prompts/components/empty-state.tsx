import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** The way out: usually a link styled as a button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card/50 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">{icon}</span>
      <div className="grid max-w-md gap-1.5">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        {children && <div className="text-sm text-muted-foreground">{children}</div>}
      </div>
      {action}
    </div>
  );
}
