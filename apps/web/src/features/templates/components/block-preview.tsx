import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { copyText } from '../../../components/clipboard';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { templateTexts } from '../texts';

/** The composed prompt, exactly as Export saves it; capped at 400 px high (spec §9), scrolling beyond. */
export function BlockPreview({ text, heading = 'Preview' }: { text: string; heading?: string }) {
  const headingId = useId();
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(text);
    } catch {
      toast.error(templateTexts.copyFailed.title, { description: templateTexts.copyFailed.description });
      return;
    }
    markCopied();
    toast.success(templateTexts.copied.title, { description: templateTexts.copied.description });
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {heading}
        </h2>
        <Button size="sm" variant="outline" onClick={() => void handleCopy()} disabled={text === ''} className="min-w-24">
          {isCopied ? <CheckIcon /> : <CopyIcon />}
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll it. */}
      <div
        data-testid="block-preview"
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="max-h-[400px] overflow-y-auto rounded-xl border bg-muted/50 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {text || <span className="font-sans text-muted-foreground">{templateTexts.emptyPreview}</span>}
      </div>
    </section>
  );
}
