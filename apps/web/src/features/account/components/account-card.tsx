import { useId, type ComponentType, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface AccountCardProps {
  title: string;
  description?: string;
  Icon: ComponentType<{ className?: string }>;
  /** The Danger Zone's red frame. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A card of the account page: a named region, so assistive technology (and tests) can jump to it. */
export function AccountCard({ title, description, Icon, tone = 'default', children }: AccountCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn(tone === 'danger' && 'border-destructive/40')}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <Icon className={cn('size-5', tone === 'danger' ? 'text-destructive-text' : 'text-primary-text')} />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
