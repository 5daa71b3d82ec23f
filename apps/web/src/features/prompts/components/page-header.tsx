import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** Above the heading (e.g. a back link). */
  eyebrow?: ReactNode;
  /** Right of the heading: view toggle, New buttons. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 grid grid-cols-1 gap-2">
      {eyebrow && <div className="justify-self-start">{eyebrow}</div>}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 grid-cols-1 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
