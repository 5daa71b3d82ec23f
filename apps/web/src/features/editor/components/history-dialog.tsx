import type { Prompt } from '@promptnest/core';
import { lazy, Suspense } from 'react';
import { toast } from '../../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useRestorePromptVersion } from '../api/use-restore-prompt-version';
import { historyToasts } from '../texts';
import type { CurrentText } from './version-comparison';

// jsdiff comes with the panel.
const HistoryPanel = lazy(() => import('./history-panel'));

export interface HistoryDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  promptId: string;
  current: CurrentText;
  /** Saves what was typed, so the history holds it before a restore replaces it. */
  onBeforeRestore: () => Promise<void>;
  onRestored: (prompt: Prompt) => void;
}

/** History: the prompt's versions, each compared with the current text, and Restore this version. */
export default function HistoryDialog({ isOpen, onOpenChange, promptId, current, onBeforeRestore, onRestored }: HistoryDialogProps) {
  const restore = useRestorePromptVersion(promptId);

  async function handleRestore(versionId: string) {
    try {
      await onBeforeRestore();
      onRestored(await restore.mutateAsync(versionId));
    } catch (error) {
      if (!openLimitDialogFor(error)) toast.error(historyToasts.restoreFailed);
      return;
    }
    onOpenChange(false);
    toast.success(historyToasts.restored);
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>Every saved change, newest first. Choose a version to compare it with the current text.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<LoadingState />}>
          <HistoryPanel promptId={promptId} current={current} isRestoring={restore.isPending} onRestore={(id) => void handleRestore(id)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
