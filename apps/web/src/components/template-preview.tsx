import { useId } from 'react';
import { toast } from '../lib/toast';
import { CheckIcon, CopyIcon } from './ui/app-icons';
import { copyText } from './clipboard';
import { fireConfetti } from './confetti';
import { TemplateText } from './template-text';
import { Button } from './ui/button';
import { useCopiedFlag } from './use-copied-flag';

/** Spec §8, word for word. */
const copiedToast = { title: 'Copied to clipboard', description: 'The generated prompt text is ready to use!' };
const copyFailedToast = { title: 'Copy failed', description: 'Please try selecting and copying manually.' };

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
        <TemplateText content={content} values={values} />
      </div>
    </section>
  );
}
