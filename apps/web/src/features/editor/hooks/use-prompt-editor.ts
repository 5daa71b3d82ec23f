import { AppError, hasVariables, isEditorDraftComplete, type Prompt, type SaveKind } from '@promptnest/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { openLimitDialogFor } from '../../../lib/app-events';
import { useCreatePrompt } from '../api/use-create-prompt';
import { useUpdatePrompt } from '../api/use-update-prompt';
import { emptyValues, valuesOf, type EditorValues } from '../editor-values';
import { checkPromptValues, loadPromptChecks } from '../load-prompt-checks';
import type { FieldErrors } from '../prompt-checks';
import { whenIdle } from '../../../lib/when-idle';
import { editorToasts } from '../texts';
import { useAutosave } from './use-autosave';
import { draftKey, useLocalDraft } from './use-local-draft';
import { useSaveShortcut } from './use-save-shortcut';

export type { FieldErrors } from '../prompt-checks';

function toastValidation(description: string = editorToasts.validation.description) {
  toast.error(editorToasts.validation.title, { description });
}

/**
 * The editor's state and its ways to the server: the values being edited, autosave (edit mode), the
 * local draft, and the explicit save (Create Prompt, Ctrl+S), which toasts and returns to /app.
 */
export function usePromptEditor(prompt: Prompt | undefined) {
  const navigate = useNavigate();
  const [initial] = useState(() => (prompt ? valuesOf(prompt) : emptyValues));
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const create = useCreatePrompt();
  const update = useUpdatePrompt(prompt?.id ?? '');
  const hasShownLimitDialog = useRef(false);
  // The fields, so a refused save can move focus to the first one it marks.
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // The checks (and zod) arrive once the editor has painted, before anyone saves.
  useEffect(() => whenIdle(() => void loadPromptChecks().catch(() => undefined)), []);

  const persist = useCallback(
    async ({ title, content, tags }: EditorValues, saveKind: SaveKind) => {
      const fields = await checkPromptValues('update', { title, content, tags });
      if (fields) throw new AppError('VALIDATION_FAILED', Object.values(fields)[0], fields);
      await update.mutateAsync({ title, content, tags, saveKind });
    },
    [update],
  );

  const showFieldErrors = useCallback((error: unknown) => {
    if (error instanceof AppError && error.fields) setFieldErrors(error.fields);
  }, []);

  const autosave = useAutosave({
    isEnabled: prompt !== undefined,
    values,
    initial,
    persist,
    onAutosaveError: (error) => {
      showFieldErrors(error);
      // Once per visit: autosave retries on every change, the dialog should not.
      if (!hasShownLimitDialog.current) hasShownLimitDialog.current = openLimitDialogFor(error);
    },
  });
  const draft = useLocalDraft({ key: draftKey(prompt?.id), values, saved: autosave.saved });

  const changeValues = useCallback((changes: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as (keyof EditorValues)[]) delete next[field];
      return next;
    });
  }, []);

  function finish(message: string) {
    draft.clearDraft();
    toast.success(message);
    void navigate('/app');
  }

  // The checks may still be on their way when Save is pressed: a second press meanwhile saves nothing twice.
  const isChecking = useRef(false);
  async function save() {
    if (isChecking.current) return;
    isChecking.current = true;
    const fields = await checkPromptValues(prompt ? 'update' : 'create', values).finally(() => {
      isChecking.current = false;
    });
    if (fields) {
      setFieldErrors(fields);
      (fields.title ? titleRef : contentRef).current?.focus();
      // An empty field gets the spec's toast; other refusals name their reason.
      return toastValidation(isEditorDraftComplete(values) ? Object.values(fields)[0] : undefined);
    }
    if (prompt) {
      try {
        await autosave.saveNow(values, 'save');
      } catch (error) {
        showFieldErrors(error);
        if (!openLimitDialogFor(error)) toast.error(editorToasts.updateFailed);
        return;
      }
      return finish(editorToasts.updated);
    }
    const input = { ...values, description: '', isTemplate: hasVariables(values.content) };
    create.mutate(input, {
      onSuccess: () => finish(editorToasts.created),
      onError: (error) => {
        showFieldErrors(error);
        if (!openLimitDialogFor(error)) {
          toast.error(editorToasts.createFailed.title, { description: editorToasts.createFailed.description });
        }
      },
    });
  }

  const hasChanges = prompt ? autosave.isDirty : values.title !== '' || values.content !== '' || values.tags.length > 0;
  useSaveShortcut(() => {
    if (hasChanges && !create.isPending) void save();
  });

  /** A restored version is what the server now holds: show it, with nothing left to save. */
  function adoptRestored(restored: Prompt) {
    const next = valuesOf(restored);
    setValues(next);
    setFieldErrors({});
    autosave.markSaved(next);
  }

  /** Before a restore, what was typed is saved first, so it stays in the history too. */
  async function flushChanges() {
    if (autosave.isDirty && isEditorDraftComplete(values)) await autosave.saveNow(values);
  }

  function restoreDraft() {
    if (draft.offer) changeValues({ title: draft.offer.title, content: draft.offer.content, tags: draft.offer.tags });
    draft.closeOffer();
  }

  return {
    values,
    changeValues,
    fieldErrors,
    titleRef,
    contentRef,
    save,
    isCreating: create.isPending,
    autosaveStatus: autosave.status,
    pauseAutosave: autosave.pause,
    draftOffer: draft.offer,
    restoreDraft,
    discardDraft: draft.discardOffer,
    keepDraftForLater: draft.keepForLater,
    clearDraft: draft.clearDraft,
    adoptRestored,
    flushChanges,
  };
}
