import { toast } from 'sonner';
import { CheckIcon, LinkIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/clipboard';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { promptToasts } from '../toasts';

export function shareUrl(shareId: string): string {
  return `${window.location.origin}/shared/${shareId}`;
}

/** The share link and 'Copy Link', which copies {origin}/shared/{shareId} (Shared page). */
export function CopyLinkButton({ shareId }: { shareId: string }) {
  const [isCopied, markCopied] = useCopiedFlag();

  async function copy() {
    try {
      await copyText(shareUrl(shareId));
      markCopied();
      toast.success(promptToasts.linkCopied);
    } catch {
      toast.error(promptToasts.linkCopyFailed.title, { description: promptToasts.linkCopyFailed.description });
    }
  }

  return (
    <div className="flex items-center gap-2 rounded-lg border bg-muted/50 py-1 pr-1 pl-3">
      <LinkIcon className="text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">/shared/{shareId}</span>
      <Button variant="outline" size="sm" onClick={() => void copy()} className="h-7 px-2.5">
        {isCopied && <CheckIcon className="text-success-text" />}
        {isCopied ? 'Copied!' : 'Copy Link'}
      </Button>
    </div>
  );
}
