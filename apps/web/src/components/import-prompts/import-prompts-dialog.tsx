import { AppError, importRoutes, type ImportPreview, type ImportRequest } from '@promptnest/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { queryKeys } from '../../lib/query-keys';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { FileDropZone } from './file-drop-zone';
import { ImportPreviewPanel } from './import-preview-panel';
import { importButtonLabel, importedDescription, importTexts } from './import-texts';
import { readChosenFile } from './read-chosen-file';
import { UploadProgress } from './upload-progress';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'checking'; progress: number }
  | { kind: 'preview'; request: ImportRequest; preview: ImportPreview }
  | { kind: 'importing'; progress: number; request: ImportRequest; preview: ImportPreview };

const messageOf = (error: unknown) => (error instanceof AppError ? error.message : new AppError('INTERNAL').message);

interface ImportPromptsDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Import prompts" (docs/decisions/0017-import-and-export.md): choose or drop a file, see what an import
 * would do (nothing is written yet), then Import. The file goes to the server twice, for the preview and
 * for the import, which checks everything again; both show how much of it has been sent. Opened by
 * ImportPromptsButton, which loads it when it is about to be used.
 */
export function ImportPromptsDialog({ isOpen, onOpenChange }: ImportPromptsDialogProps) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const abort = useRef<AbortController | null>(null);

  function changeOpen(open: boolean) {
    if (step.kind === 'importing') return; // the transaction finishes either way; the result must be seen
    if (!open) {
      abort.current?.abort();
      setStep({ kind: 'choose' });
    }
    onOpenChange(open);
  }

  async function check(file: File) {
    setStep({ kind: 'checking', progress: 0 });
    abort.current = new AbortController();
    try {
      const request = await readChosenFile(file);
      const preview = await uploadWithProgress(importRoutes.previewImport, { body: request }, (progress) => setStep({ kind: 'checking', progress }), abort.current.signal);
      setStep({ kind: 'preview', request, preview });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStep({ kind: 'choose', error: messageOf(error) });
    }
  }

  async function runImport(request: ImportRequest, preview: ImportPreview) {
    setStep({ kind: 'importing', progress: 0, request, preview });
    try {
      const result = await uploadWithProgress(importRoutes.importPrompts, { body: request }, (progress) => setStep({ kind: 'importing', progress, request, preview }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
      toast.success(importTexts.toastTitle, { description: importedDescription(result) });
      setStep({ kind: 'choose' });
      onOpenChange(false);
    } catch (error) {
      toast.error(importTexts.failedTitle, { description: messageOf(error) });
      setStep({ kind: 'preview', request, preview });
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{importTexts.title}</DialogTitle>
          <DialogDescription id={hintId}>{importTexts.intro}</DialogDescription>
        </DialogHeader>
        {step.kind === 'choose' && (
          <div className="grid gap-2">
            <FileDropZone onFile={check} describedBy={hintId} />
            {step.error && (
              <p role="alert" className="text-sm text-destructive-text">
                {step.error}
              </p>
            )}
          </div>
        )}
        {step.kind === 'checking' && <UploadProgress label={importTexts.reading} fraction={step.progress} />}
        {(step.kind === 'preview' || step.kind === 'importing') && <ImportPreviewPanel preview={step.preview} fileName={step.request.fileName} />}
        {step.kind === 'importing' && <UploadProgress label={importTexts.importing} fraction={step.progress} />}
        {(step.kind === 'preview' || step.kind === 'importing') && (
          <DialogFooter>
            <Button variant="outline" disabled={step.kind === 'importing'} onClick={() => setStep({ kind: 'choose' })}>
              {importTexts.importAgain}
            </Button>
            <Button disabled={step.preview.new === 0} isLoading={step.kind === 'importing'} onClick={() => void runImport(step.request, step.preview)}>
              {step.preview.new === 0 ? importTexts.nothingNew : importButtonLabel(step.preview.new)}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
