import { hasVariables, isTemplatePrompt, limits, type Prompt } from '@promptnest/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Textarea } from '../../../components/textarea';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { offlineBannerId } from '../../../components/offline-banner';
import { cn } from '../../../lib/cn';
import { useIsOnline } from '../../../lib/use-is-online';
import { whenIdle } from '../../../lib/when-idle';
import { usePromptEditor } from '../hooks/use-prompt-editor';
import { draftRestoreQuestion } from '../texts';
import { EditorToolbar } from './editor-toolbar';
import { DraftExcerpt } from './draft-excerpt';
import { FieldError } from './field-error';
import { ShareBanner } from './share-banner';
import { TagEditor } from './tag-editor';
import { UsageNotice } from './usage-notice';
import { VariableChips } from './variable-chips';

// Form mode's fill-in form (typed controls, remembered values) is shown only on request: it loads once the
// editor is up, for a template, instead of with it (docs/decisions/0021-offline-app.md, "Bundle size").
const loadTemplateForm = () => import('../../../components/remembered-template-form');
const RememberedTemplateForm = lazy(() => loadTemplateForm().then((module) => ({ default: module.RememberedTemplateForm })));

/** Spec §2 "Prompt editor": creates a prompt (no `prompt`) or edits one, with autosave and a local draft. */
export function PromptEditor({ prompt }: { prompt?: Prompt }) {
  const editor = usePromptEditor(prompt);
  const { title, content, tags } = editor.values;
  const { titleRef, contentRef } = editor;
  const [isFormMode, setIsFormMode] = useState(false);
  const titleErrorId = useId();
  const contentErrorId = useId();
  const isTemplate = isTemplatePrompt({ isTemplate: prompt?.isTemplate ?? false, content });
  const canUseFormMode = prompt !== undefined && hasVariables(content);
  const showForm = isFormMode && canUseFormMode;
  const isNew = prompt === undefined;
  // Offline, the fields are read-only and the writing actions disabled, and the banner says why: nothing typed
  // can be lost, and what was typed before stays in the local draft (docs/decisions/0021-offline-app.md).
  const canEdit = useIsOnline();
  const offlineNote = canEdit ? undefined : offlineBannerId;

  useEffect(() => {
    if (canUseFormMode) return whenIdle(() => void loadTemplateForm().catch(() => undefined));
  }, [canUseFormMode]);

  // A new prompt starts with its title: the cursor is there when the screen opens.
  useEffect(() => {
    if (isNew) titleRef.current?.focus();
  }, [isNew, titleRef]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4">
      <h1 className="sr-only">{prompt ? 'Edit Prompt' : 'New Prompt'}</h1>
      <EditorToolbar
        prompt={prompt}
        content={content}
        isTemplate={isTemplate}
        autosaveStatus={editor.autosaveStatus}
        canUseFormMode={canUseFormMode}
        isFormMode={showForm}
        onFormModeChange={setIsFormMode}
        onCreate={() => void editor.save()}
        isCreating={editor.isCreating}
        canEdit={canEdit}
        onDeleting={editor.pauseAutosave}
        onDeleted={editor.clearDraft}
        history={
          prompt && {
            current: { title, content, tags, description: prompt.description },
            onBeforeRestore: editor.flushChanges,
            onRestored: editor.adoptRestored,
          }
        }
      />
      {isNew && <UsageNotice />}
      {prompt?.isShared && prompt.shareId && <ShareBanner shareId={prompt.shareId} />}
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <input
            ref={titleRef}
            aria-label="Title"
            placeholder="Title of Prompt"
            value={title}
            readOnly={!canEdit}
            maxLength={limits.title}
            onChange={(event) => editor.changeValues({ title: event.target.value })}
            aria-invalid={editor.fieldErrors.title ? true : undefined}
            aria-describedby={editor.fieldErrors.title ? titleErrorId : offlineNote}
            className="w-full min-w-0 rounded-lg bg-transparent px-1 py-1 text-2xl font-semibold tracking-tight placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-3xl"
          />
          <FieldError id={titleErrorId} message={editor.fieldErrors.title} />
        </div>
        <fieldset disabled={!canEdit} className="contents">
          <TagEditor tags={tags} onChange={(next) => editor.changeValues({ tags: next })} />
        </fieldset>
        {showForm ? (
          <Suspense fallback={<LoadingState className="border-t" />}>
            <RememberedTemplateForm promptId={prompt.id} content={content} className="border-t pt-4" />
          </Suspense>
        ) : (
          <div className="grid gap-1">
            <Textarea
              ref={contentRef}
              aria-label="Content"
              placeholder="Start writing your prompt..."
              value={content}
              readOnly={!canEdit}
              onChange={(event) => editor.changeValues({ content: event.target.value })}
              aria-invalid={editor.fieldErrors.content ? true : undefined}
              aria-describedby={editor.fieldErrors.content ? contentErrorId : offlineNote}
              className="min-h-[55dvh] resize-y p-4 font-mono text-sm leading-relaxed sm:text-sm"
            />
            <VariableChips content={content} onContentChange={(next) => editor.changeValues({ content: next })} />
            <div className="flex items-start justify-between gap-3">
              <FieldError id={contentErrorId} message={editor.fieldErrors.content} />
              <p className={cn('ml-auto text-xs text-muted-foreground', content.length > limits.content && 'font-medium text-destructive-text')}>
                {content.length.toLocaleString()} / {limits.content.toLocaleString()}
              </p>
            </div>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={editor.draftOffer !== null}
        onOpenChange={(open) => !open && editor.keepDraftForLater()}
        title="Restore draft?"
        description={draftRestoreQuestion}
        cancelLabel="Discard"
        onCancel={editor.discardDraft}
        confirmLabel="Restore"
        onConfirm={editor.restoreDraft}
        isConfirmFocused
      >
        {editor.draftOffer && <DraftExcerpt title={editor.draftOffer.title} content={editor.draftOffer.content} />}
      </ConfirmDialog>
    </div>
  );
}
