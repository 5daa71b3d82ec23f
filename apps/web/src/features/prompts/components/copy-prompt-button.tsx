import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { fetchPrompt } from '../../../components/use-prompt';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { copyPendingText } from '../copy-pending-text';
import { promptToasts } from '../toasts';
import { quietButtonClassName } from './prompt-meta';

/** Copies the prompt's whole content (fetched on click: a card holds only a preview). */
export function CopyPromptButton({ id, className }: { id: string; className?: string }) {
  const queryClient = useQueryClient();
  const [isCopied, markCopied] = useCopiedFlag();

  async function copy() {
    try {
      await copyPendingText(fetchPrompt(queryClient, id).then((prompt) => prompt.content));
      markCopied();
      toast.success(promptToasts.copied);
    } catch {
      toast.error(promptToasts.copyFailed);
    }
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()} className={cn(quietButtonClassName, className)}>
      {isCopied ? <CheckIcon className="text-success-text" /> : <CopyIcon />}
      {isCopied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
