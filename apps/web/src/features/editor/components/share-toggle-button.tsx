import type { Prompt } from '@promptnest/core';
import { toast } from '../../../lib/toast';
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
  const label = isShared ? 'Unshare' : 'Share';
  return (
    // Its word shows at every width, so no tooltip repeats it.
    <Button variant="outline" size="sm" aria-label={label} isLoading={isPending} onClick={isShared ? handleUnshare : handleShare}>
      {!isPending && (isShared ? <UnshareIcon /> : <ShareIcon />)}
      <span>{label}</span>
    </Button>
  );
}
