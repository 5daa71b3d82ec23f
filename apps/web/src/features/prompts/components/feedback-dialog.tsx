import { MessageIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { MailIcon } from '../../../components/ui/app-icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { sidebarItemClassName } from './sidebar-link';

const FEEDBACK_EMAIL = 'feedback@promptnest.app';

/** Spec §2: a Feedback dialog in the sidebar, offering an e-mail contact. */
export function FeedbackDialog({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <Dialog>
      <Tooltip label="Feedback" isEnabled={isCollapsed}>
        <DialogTrigger className={sidebarItemClassName(false, isCollapsed)}>
          <MessageIcon className="size-[1.125rem]" />
          <span className={isCollapsed ? 'sr-only' : 'flex-1 truncate text-left'}>Feedback</span>
        </DialogTrigger>
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
