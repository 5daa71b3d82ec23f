import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const TooltipProvider = TooltipPrimitive.Provider;

interface TooltipProps {
  /** The tooltip's text. It only repeats the control's accessible name, for sighted mouse users. */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** False renders the child alone (e.g. an expanded sidebar whose labels are visible). */
  isEnabled?: boolean;
  /** One focusable element. */
  children: ReactNode;
  className?: string;
}

export function Tooltip({ label, side = 'right', isEnabled = true, children, className }: TooltipProps) {
  if (!isEnabled) return children;
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          className={cn(
            'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
            'transition-opacity duration-100 starting:opacity-0',
            className,
          )}
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
