import { fillTemplate } from '@promptnest/core';
import { useId } from 'react';
import { toast } from 'sonner';
import { CheckIcon, CopyIcon } from './ui/app-icons';
import { copyText } from './clipboard';
import { fireConfetti } from './confetti';
import { Button } from './ui/button';
import { useCopiedFlag } from './use-copied-flag';

/** Spec §8, word for word. */
const copiedToast = { title: 'Copied to clipboard', description: 'The generated prompt text is ready to use!' };
const copyFailedToast = { title: 'Copy failed', description: 'Please try selecting and copying manually.' };

/** Splits text around its {{tokens}}, keeping the tokens, so the preview can mark each one. */
const TOKEN = /(\{\{[^{}]*\}\})/;

interface TemplatePreviewProps {
  content: string;
  values: Record<string, string>;
  filledText: string;
}

/** The live result of a template: filled values marked, unfilled tokens highlighted; Copy copies the text. */
export function TemplatePreview({ content, values, filledText }: TemplatePreviewProps) {
  const headingId = useId();
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(filledText);
    } catch {
      toast.error(copyFailedToast.title, { description: copyFailedToast.description });
      return;
    }
    markCopied();
    toast.success(copiedToast.title, { description: copiedToast.description });
    void fireConfetti();
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Preview
        </h2>
        <Button size="sm" onClick={() => void handleCopy()} className="min-w-24">
          {isCopied ? <CheckIcon /> : <CopyIcon />}
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <div
        data-testid="template-preview"
        className="max-h-[32rem] overflow-y-auto rounded-xl border bg-muted/50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {content.split(TOKEN).map((part, index) => {
          if (index % 2 === 0) return part;
          const filled = fillTemplate(part, values);
          return filled === part ? (
            <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
              {part}
            </mark>
          ) : (
            <span key={index} className="rounded bg-primary/10 px-0.5 font-medium">
              {filled}
            </span>
          );
        })}
      </div>
    </section>
  );
}
