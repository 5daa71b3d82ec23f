import type { Prompt } from '@promptnest/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { BracesIcon, FormIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Tooltip } from '../../../components/ui/tooltip';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';
import type { AutosaveStatus } from '../hooks/use-autosave';
import { AutosaveIndicator } from './autosave-indicator';
import { CopyContentButton } from './copy-content-button';
import { DeletePromptButton } from './delete-prompt-button';
import { HistoryButton } from './history-button';
import { ShareToggleButton } from './share-toggle-button';

interface EditorToolbarProps {
  /** The saved prompt; none while creating. */
  prompt?: Prompt;
  content: string;
  isTemplate: boolean;
  autosaveStatus: AutosaveStatus;
  canUseFormMode: boolean;
  isFormMode: boolean;
  onFormModeChange: (isFormMode: boolean) => void;
  onCreate: () => void;
  isCreating: boolean;
  /** False offline: sharing, deleting and creating wait for the connection. */
  canEdit: boolean;
  onDeleting: (isDeleting: boolean) => void;
  onDeleted: () => void;
  /** What History compares with and how a restore reaches the editor (edit mode only). */
  history?: Omit<ComponentProps<typeof HistoryButton>, 'promptId'>;
}

/** Back, the autosave state and the Template badge on the left; the prompt's actions on the right. */
export function EditorToolbar({ prompt, content, isTemplate, autosaveStatus, canUseFormMode, isFormMode, canEdit, ...actions }: EditorToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Tooltip label="Back" side="bottom">
        <Link to="/app" aria-label="Back" className={buttonClassName('ghost', 'icon')}>
          <ArrowLeftIcon className="size-5" />
        </Link>
      </Tooltip>
      {isTemplate && (
        <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">Template</span>
      )}
      {prompt && <AutosaveIndicator status={autosaveStatus} />}
      <div role="group" aria-label="Prompt actions" className="ml-auto flex flex-wrap items-center justify-end gap-2">
        <CopyContentButton content={content} />
        {prompt && (
          <fieldset disabled={!canEdit} className="contents">
            <ShareToggleButton prompt={prompt} />
          </fieldset>
        )}
        {prompt && actions.history && <HistoryButton promptId={prompt.id} {...actions.history} />}
        {prompt && isTemplate && (
          <Tooltip label="Open template" side="bottom">
            <Link to={`/app/template/${prompt.id}`} aria-label="Open template" className={buttonClassName('outline', 'sm')}>
              <BracesIcon />
              {/* A phone shows the short word; the accessible name holds it (WCAG 2.5.3 label in name). */}
              <span className="sm:hidden">Template</span>
              <span className="hidden sm:inline">Open template</span>
            </Link>
          </Tooltip>
        )}
        {canUseFormMode && (
          <Tooltip label="Form mode" side="bottom">
            <Button
              variant="outline"
              size="sm"
              aria-label="Form mode"
              aria-pressed={isFormMode}
              onClick={() => actions.onFormModeChange(!isFormMode)}
              className={cn(isFormMode && 'border-primary bg-accent text-accent-foreground hover:bg-accent')}
            >
              <FormIcon />
              <span className="sm:hidden">Form</span>
              <span className="hidden sm:inline">Form mode</span>
            </Button>
          </Tooltip>
        )}
        <fieldset disabled={!canEdit} className="contents">
          {prompt && <DeletePromptButton promptId={prompt.id} onDeleting={actions.onDeleting} onDeleted={actions.onDeleted} />}
          {!prompt && (
            <Button size="sm" onClick={actions.onCreate} isLoading={actions.isCreating}>
              Create Prompt
            </Button>
          )}
        </fieldset>
      </div>
    </div>
  );
}
