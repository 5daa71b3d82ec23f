import type { ReactNode } from 'react';
import { MailIcon } from './ui/app-icons';
import { buttonClassName } from './ui/button-styles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './ui/dialog';
import { Tooltip } from './ui/tooltip';

const FEEDBACK_EMAIL = 'feedback@promptnest.app';

interface FeedbackDialogProps {
  /** What the trigger button shows (an icon and a label). */
  children: ReactNode;
  /** The trigger's look: the sidebar's item style, or a button's. */
  triggerClassName: string;
  /** A tooltip with this label on the trigger (the collapsed sidebar shows only an icon). */
  tooltip?: string;
  /** Open as soon as it mounts (the landing page loads this dialog on the first click of its footer link). */
  defaultOpen?: boolean;
}

/** Spec §2: the Feedback dialog offering an e-mail contact (sidebar, account page, landing footer). */
export function FeedbackDialog({ children, triggerClassName, tooltip, defaultOpen }: FeedbackDialogProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <Tooltip label={tooltip ?? ''} isEnabled={tooltip !== undefined}>
        <DialogTrigger className={triggerClassName}>{children}</DialogTrigger>
      </Tooltip>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Send Feedback</DialogTitle>
          <DialogDescription>
            An idea, a bug, a prompt that would not save? Pip reads every message, and we answer by e-mail.
          </DialogDescription>
        </DialogHeader>
        <a href={`mailto:${FEEDBACK_EMAIL}`} className={buttonClassName('primary', 'md')}>
          <MailIcon />
          {FEEDBACK_EMAIL}
        </a>
      </DialogContent>
    </Dialog>
  );
}
