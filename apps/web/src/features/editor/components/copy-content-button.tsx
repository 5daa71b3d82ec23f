import { toast } from '../../../lib/toast';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { copyText } from '../../../components/clipboard';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { editorToasts } from '../texts';

/** Copies the content as it stands in the editor. */
export function CopyContentButton({ content }: { content: string }) {
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(content);
    } catch {
      toast.error(editorToasts.copyPromptFailed);
      return;
    }
    markCopied();
    toast.success(editorToasts.contentCopied);
  }

  return (
    <Tooltip label="Copy content" side="bottom">
      <Button variant="outline" size="sm" aria-label="Copy content" onClick={() => void handleCopy()}>
        {isCopied ? <CheckIcon className="text-success-text" /> : <CopyIcon />}
        <span>Copy</span>
      </Button>
    </Tooltip>
  );
}
