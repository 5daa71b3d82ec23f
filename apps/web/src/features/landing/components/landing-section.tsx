import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface LandingSectionProps {
  /** The section's anchor, and the id its heading is named from. */
  id: string;
  /** A few words above the heading. */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A tinted band, to set a section apart from its neighbours. */
  isTinted?: boolean;
  className?: string;
}

/** One landing page section: a region named by its heading, on the page's column and rhythm. */
export function LandingSection({ id, eyebrow, title, intro, children, isTinted = false, className }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      // Room for the sticky header when a link scrolls here; focusable from the header's links only.
      tabIndex={-1}
      className={cn('scroll-mt-16 px-4 py-16 focus:outline-none sm:px-6 sm:py-20', isTinted && 'border-y bg-muted/50', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary-text">{eyebrow}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
