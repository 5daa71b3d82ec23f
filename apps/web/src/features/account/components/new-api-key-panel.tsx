import { apiKeyAccessLabels, type CreatedApiKey } from '@promptnest/core';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { copyText } from '../../../components/clipboard';
import { AlertIcon, CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { apiKeyTexts, describeExpiry } from '../api-key-texts';

/** The new key, whole, this one time: read-only, selectable, with Copy. Done returns to the list. */
export function NewApiKeyPanel({ apiKey }: { apiKey: CreatedApiKey }) {
  const fieldId = useId();
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(apiKey.key);
    } catch {
      toast.error(apiKeyTexts.copyFailed);
      return;
    }
    markCopied();
    toast.success(apiKeyTexts.copied);
  }

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>API key created</DialogTitle>
      </DialogHeader>
      <DialogDescription className="flex items-start gap-2 rounded-lg border border-warning-border bg-warning-surface px-3 py-2.5 text-foreground">
        <AlertIcon className="mt-0.5 text-warning-text" />
        {apiKeyTexts.shownOnce}
      </DialogDescription>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>API key</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* A text area, so the whole key shows (wrapped) however narrow the screen. */}
          <textarea
            id={fieldId}
            readOnly
            rows={2}
            value={apiKey.key}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 resize-none rounded-lg border border-input bg-muted/50 px-3 py-2 font-mono text-sm break-all text-foreground [field-sizing:content] focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none"
          />
          <Button variant="outline" autoFocus aria-label="Copy API key" onClick={() => void handleCopy()}>
            {isCopied ? <CheckIcon className="text-success-text" /> : <CopyIcon />}
            <span aria-hidden="true">{isCopied ? 'Copied!' : 'Copy'}</span>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          {[apiKey.name, apiKeyAccessLabels[apiKey.access], describeExpiry(apiKey.expiresAt).text].join(' · ')}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
