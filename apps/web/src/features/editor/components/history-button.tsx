import type { Prompt } from '@promptnest/core';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ClockIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useRestorePromptVersion } from '../api/use-restore-prompt-version';
import { historyToasts } from '../texts';
import type { CurrentText } from './version-comparison';

// The panel and jsdiff load when History first opens, never with the editor.
const HistoryPanel = lazy(() => import('./history-panel'));

interface HistoryButtonProps {
  promptId: string;
  current: CurrentText;
  /** Saves what was typed, so the history holds it before a restore replaces it. */
  onBeforeRestore: () => Promise<void>;
  onRestored: (prompt: Prompt) => void;
}

/** History: the prompt's versions, each compared with the current text, and Restore this version. */
export function HistoryButton({ promptId, current, onBeforeRestore, onRestored }: HistoryButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const restore = useRestorePromptVersion(promptId);

  async function handleRestore(versionId: string) {
    try {
      await onBeforeRestore();
      onRestored(await restore.mutateAsync(versionId));
    } catch (error) {
      if (!openLimitDialogFor(error)) toast.error(historyToasts.restoreFailed);
      return;
    }
    setIsOpen(false);
    toast.success(historyToasts.restored);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Tooltip label="History" side="bottom">
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label="History">
            <ClockIcon />
            {/* A phone shows the clock alone, so the toolbar keeps to one row. */}
            <span className="hidden sm:inline">History</span>
          </Button>
        </DialogTrigger>
      </Tooltip>
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
