import { lazy, useState } from 'react';
import { OnDemand } from '../../../components/on-demand';
import { ClockIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import type { HistoryDialogProps } from './history-dialog';

// The dialog, its panel and jsdiff load when History is about to be used, never with the editor.
const loadHistoryDialog = () => import('./history-dialog');
const HistoryDialog = lazy(loadHistoryDialog);

/** The editor's History button; the dialog gives focus back to it when it closes. */
export function HistoryButton(props: Omit<HistoryDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setIsOpen] = useState(false);
  const preload = () => void loadHistoryDialog().catch(() => undefined);
  return (
    <>
      <Tooltip label="History" side="bottom">
        <Button variant="outline" size="sm" aria-label="History" aria-haspopup="dialog" onPointerEnter={preload} onFocus={preload} onClick={() => setIsOpen(true)}>
          <ClockIcon />
          {/* A phone shows the clock alone, so the toolbar keeps to one row. */}
          <span className="hidden sm:inline">History</span>
        </Button>
      </Tooltip>
      <OnDemand when={isOpen}>
        <HistoryDialog {...props} isOpen={isOpen} onOpenChange={setIsOpen} />
      </OnDemand>
    </>
  );
}
