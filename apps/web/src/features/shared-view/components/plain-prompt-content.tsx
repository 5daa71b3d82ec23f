import { toast } from '../../../lib/toast';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { copyText } from '../../../components/clipboard';
import { Button } from '../../../components/ui/button';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { sharedViewToasts } from '../texts';

/** A plain (non-template) prompt's text with Copy. */
export function PlainPromptContent({ content }: { content: string }) {
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(content);
    } catch {
      toast.error(sharedViewToasts.copyFailed.title, { description: sharedViewToasts.copyFailed.description });
      return;
    }
    markCopied();
    toast.success(sharedViewToasts.promptCopied);
  }

  return (
    <section aria-label="Prompt" className="grid gap-3">
      <div className="max-h-[36rem] overflow-y-auto rounded-xl border bg-muted/50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
        {content}
      </div>
      <Button onClick={() => void handleCopy()} className="justify-self-start sm:min-w-28">
        {isCopied ? <CheckIcon /> : <CopyIcon />}
        {isCopied ? 'Copied!' : 'Copy'}
      </Button>
    </section>
  );
}
