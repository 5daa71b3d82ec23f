import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { XIcon } from './app-icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClassName =
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the corner close button (when the footer has its own Close or Cancel). */
  hideCloseButton?: boolean;
  /** Widest the panel gets: sm 28rem (questions), md 32rem, lg 48rem (plan cards). */
  size?: keyof typeof sizes;
  /** Centred, or near the top (the command palette: its height changes as results come, its input stays put). */
  placement?: 'center' | 'top';
}

/** A centred modal panel over a dimmed page. Radix keeps focus inside and restores it on close. */
export function DialogContent({ className, children, hideCloseButton = false, size = 'md', placement = 'center', ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 gap-4 overflow-y-auto',
          placement === 'center' ? 'top-1/2 max-h-[calc(100dvh-2rem)] -translate-y-1/2' : 'top-[8dvh] max-h-[84dvh] sm:top-[12dvh] sm:max-h-[76dvh]',
          'rounded-2xl border bg-card p-6 text-card-foreground shadow-xl focus:outline-none',
          'transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          sizes[size],
          className,
        )}
        {...props}
      >
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-8 cursor-pointer pointer-coarse:top-3 pointer-coarse:right-3 pointer-coarse:size-10 max-sm:top-3 max-sm:right-3 max-sm:size-10 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <XIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A panel that slides in from the left edge: the mobile navigation drawer. */
export function DrawerContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-card text-card-foreground shadow-xl focus:outline-none',
          'transition-transform duration-200 ease-out starting:-translate-x-full',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close menu"
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <XIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
