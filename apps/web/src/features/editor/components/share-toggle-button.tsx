import type { Prompt } from '@promptnest/core';
import { toast } from 'sonner';
import { UnshareIcon } from '../../../components/ui/app-icons';
import { ShareIcon } from '../../../components/ui/app-icons';
import { copyText } from '../../../components/clipboard';
import { Button } from '../../../components/ui/button';
import { useSharePrompt } from '../api/use-share-prompt';
import { useUnsharePrompt } from '../api/use-unshare-prompt';
import { editorToasts, shareLink } from '../texts';

/** Share (makes the prompt public and copies its link) or Unshare, for a saved prompt. */
export function ShareToggleButton({ prompt }: { prompt: Prompt }) {
  const share = useSharePrompt(prompt.id);
  const unshare = useUnsharePrompt(prompt.id);
  const isShared = prompt.isShared && prompt.shareId !== null;

  function handleShare() {
    share.mutate(undefined, {
      onSuccess: async ({ shareId }) => {
        try {
          await copyText(shareLink(shareId));
          toast.success(editorToasts.shared.title, { description: editorToasts.shared.description });
        } catch {
          // Shared all the same; the banner shows the link to copy by hand.
          toast.success(editorToasts.shared.title);
          const { title, description } = editorToasts.shareLinkCopyFailed;
          toast.error(title, { description });
        }
      },
      onError: () => toast.error(editorToasts.shareFailed),
    });
  }

  function handleUnshare() {
    unshare.mutate(undefined, {
      onSuccess: () => toast.success(editorToasts.unshared.title, { description: editorToasts.unshared.description }),
      onError: () => toast.error(editorToasts.shareFailed),
    });
  }

  const isPending = share.isPending || unshare.isPending;
  return isShared ? (
    <Button variant="outline" size="sm" aria-label="Unshare" isLoading={isPending} onClick={handleUnshare}>
      {!isPending && <UnshareIcon />}
      <span className="hidden sm:inline">Unshare</span>
    </Button>
  ) : (
    <Button variant="outline" size="sm" aria-label="Share" isLoading={isPending} onClick={handleShare}>
      {!isPending && <ShareIcon />}
      <span className="hidden sm:inline">Share</span>
    </Button>
  );
}
