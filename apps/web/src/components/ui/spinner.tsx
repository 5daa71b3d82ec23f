import { cn } from '../../lib/cn';

interface SpinnerProps {
  className?: string;
}

/** A spinning ring. Decorative: pair it with text (see LoadingState) or aria-busy on its owner. */
export function Spinner({ className }: SpinnerProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-5 shrink-0 animate-spin text-current', className)}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

interface LoadingStateProps {
  label?: string;
  /** Fill the viewport (page loads) instead of the surrounding box. */
  fullScreen?: boolean;
  className?: string;
}

/** A centred spinner with a visible, announced label. */
export function LoadingState({ label = 'Loading...', fullScreen = false, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-8 text-sm text-muted-foreground',
        fullScreen && 'min-h-dvh',
        className,
      )}
    >
      <Spinner className="size-8 text-primary" />
      <span>{label}</span>
    </div>
  );
}
