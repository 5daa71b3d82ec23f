import { cn } from '../../lib/cn';

// Kept apart from button.tsx so links styled as buttons (e.g. on the landing page) need no Radix code.
const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'text-link underline-offset-4 hover:underline',
} as const;

const sizes = {
  // Small buttons keep 40 px on phones, where fingers need the room.
  sm: 'h-10 gap-1.5 px-3 text-sm sm:h-8',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-11 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

/**
 * On touch screens and narrow windows every control is at least 40 px tall (WCAG 2.2 target size):
 * compact sizes and link-look buttons grow there; a desktop with a mouse keeps them compact.
 */
const touchTarget = 'pointer-coarse:min-h-10 max-sm:min-h-10';

/** Marks every element with the button look, so browser tests can find them all (e2e/target-size.spec.ts). */
const buttonMarker = 'ui-button';

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button look, for elements that are not <Button> (links). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    buttonMarker,
    touchTarget,
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    // A link-look button keeps the text's own height and no padding.
    variant === 'link' ? 'gap-1.5 text-sm' : sizes[size],
    variants[variant],
  );
}
