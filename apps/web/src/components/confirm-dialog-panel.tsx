import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { buttonClassName } from './ui/button-styles';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Colours the confirm button as a destructive action. */
  isDestructive?: boolean;
  /** Called when the user picks the cancel button (not when the dialog is closed otherwise). */
  onCancel?: () => void;
  /** Starts focus on the confirm button, for questions whose confirm answer is the safe one. */
  isConfirmFocused?: boolean;
  /** Shown under the description (for example what the answer applies to). */
  children?: ReactNode;
}

/** A modal question with two answers (Radix AlertDialog): focus starts on the safe answer (Cancel unless told). */
export default function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  isDestructive = false,
  onCancel,
  isConfirmFocused = false,
  children,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-xl"
          onOpenAutoFocus={(event) => {
            if (!isConfirmFocused) return;
            event.preventDefault();
            confirmRef.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          {children}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              ref={confirmRef}
              className={buttonClassName(isDestructive ? 'destructive' : 'primary')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
