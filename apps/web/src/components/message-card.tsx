import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { buttonClassName } from './ui/button-styles';
import { Card } from './ui/card';

interface MessageCardProps {
  title: string;
  /** A round badge above the title. */
  icon?: ReactNode;
  /** The text under the title; `role` makes it announced (alert for errors, status for outcomes). */
  message: ReactNode;
  messageRole?: 'alert' | 'status';
  /** One link that leads on, full width. */
  action?: { to: string; label: string; variant?: 'primary' | 'outline' };
  children?: ReactNode;
}

/** A centred card that says one thing (a page needs sign-in, a link is dead, an account is gone) and leads on. */
export function MessageCard({ title, icon, message, messageRole, action, children }: MessageCardProps) {
  return (
    <Card className="mx-auto w-full max-w-md p-6 text-center sm:p-8">
      {icon && <span className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">{icon}</span>}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p role={messageRole} className="mt-3 text-sm text-muted-foreground">
        {message}
      </p>
      {children}
      {action && (
        <Link to={action.to} className={cn(buttonClassName(action.variant ?? 'primary', 'md'), 'mt-6 w-full')}>
          {action.label}
        </Link>
      )}
    </Card>
  );
}
