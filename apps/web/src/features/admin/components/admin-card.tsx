import { useId, type ComponentType, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface AdminCardProps {
  title: string;
  description?: string;
  Icon: ComponentType<{ className?: string }>;
  /** A small count next to the title (pending approvals, active grants). */
  count?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A card of the admin panel: a named region, so assistive technology (and tests) can jump to it. Its own
 * header and body rather than CardHeader/CardContent: lists need the narrower padding on phones.
 */
export function AdminCard({ title, description, Icon, count, className, children }: AdminCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('grid min-w-0 content-start gap-4 p-4 sm:p-6', className)}>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-3">
          <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold tracking-tight sm:text-lg">
            <Icon className="size-5 text-primary" />
            {title}
          </h3>
          {count !== undefined && count > 0 && (
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground tabular-nums">
              {count}
            </span>
          )}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
