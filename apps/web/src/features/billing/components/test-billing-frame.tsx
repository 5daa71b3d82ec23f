import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** The card every built-in billing page sits in, marked as test billing so nobody expects a charge. */
export function TestBillingFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b bg-muted/60 px-6 py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span>PromptNest billing</span>
        <span className="rounded-full border border-warning-border bg-warning-surface px-2 py-0.5 text-warning-text">
          Test mode
        </span>
      </div>
      <div className="grid gap-6 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
    </Card>
  );
}

/** A state with nothing to do here (finished, expired, nothing to manage): a message and the way back. */
export function BillingNotice({ title, text }: { title: string; text: string }) {
  return (
    <TestBillingFrame title={title}>
      <p className="-mt-2 text-sm text-muted-foreground">{text}</p>
      <Link to="/app/account" className={cn(buttonClassName('primary', 'md'), 'w-full')}>
        Go to Account Settings
      </Link>
    </TestBillingFrame>
  );
}

/** One line of a summary: a name on the left, its value on the right. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A value too long for the line (an e-mail on a phone) moves under its label rather than breaking.
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3 text-sm first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="max-w-full font-medium [overflow-wrap:break-word]">{children}</dd>
    </div>
  );
}
