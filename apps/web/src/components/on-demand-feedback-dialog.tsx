import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tooltip } from './ui/tooltip';

// The feedback dialog needs Radix's dialog; it loads on the first hover, focus or click of its button instead of with the page.
const loadFeedbackDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })));

interface OnDemandFeedbackDialogProps {
  children: ReactNode;
  triggerClassName: string;
  tooltip?: string;
}

/** The Feedback button (spec §2), whose dialog is loaded when it is about to be used, and opens on the first click. */
export function OnDemandFeedbackDialog({ children, triggerClassName, tooltip }: OnDemandFeedbackDialogProps) {
  const [isWanted, setIsWanted] = useState(false);
  if (isWanted) {
    return (
      <Suspense fallback={<span className={triggerClassName}>{children}</span>}>
        <FeedbackDialog triggerClassName={triggerClassName} tooltip={tooltip} defaultOpen>
          {children}
        </FeedbackDialog>
      </Suspense>
    );
  }
  return (
    <Tooltip label={tooltip ?? ''} isEnabled={tooltip !== undefined}>
      <button
        type="button"
        className={triggerClassName}
        onPointerEnter={() => void loadFeedbackDialog()}
        onFocus={() => void loadFeedbackDialog()}
        onClick={() => setIsWanted(true)}
      >
        {children}
      </button>
    </Tooltip>
  );
}
