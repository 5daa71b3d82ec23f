import { toast } from '../../../lib/toast';
import { CheckIcon, LinkIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/clipboard';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { promptToasts } from '../toasts';
import { quietButtonClassName } from './prompt-meta';

export function shareUrl(shareId: string): string {
  return `${window.location.origin}/shared/${shareId}`;
}

/** How many of the link's last characters stay in view when it is cut short: enough to tell links apart. */
const TAIL_LENGTH = 8;

/**
 * The share link, readable: when it does not fit, it is cut in the middle (`…/shared/ab…xyz`), keeping the
 * end that tells one link from another. Hovering shows it whole (title); focusing it writes it out in full.
 */
function ShareLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      // Its two parts are laid out apart; read as one address.
      aria-label={url}
      className="group/link flex min-w-0 basis-full items-center @lg:flex-1 @lg:basis-0 gap-1.5 rounded-md py-1 font-mono text-xs text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <LinkIcon className="shrink-0" />
      <span className="flex min-w-0 group-focus/link:block group-focus/link:break-all">
        <span className="truncate group-focus/link:inline group-focus/link:whitespace-normal">{url.slice(0, -TAIL_LENGTH)}</span>
        <span className="shrink-0">{url.slice(-TAIL_LENGTH)}</span>
      </span>
    </a>
  );
}

/** The share link and 'Copy Link', which copies {origin}/shared/{shareId} (Shared page). */
export function CopyLinkButton({ shareId }: { shareId: string }) {
  const [isCopied, markCopied] = useCopiedFlag();
  const url = shareUrl(shareId);

  async function copy() {
    try {
      await copyText(url);
      markCopied();
      toast.success(promptToasts.linkCopied);
    } catch {
      toast.error(promptToasts.linkCopyFailed.title, { description: promptToasts.linkCopyFailed.description });
    }
  }

  return (
    // Beside its button when there is room (a list row), else on a line of its own above it (a card).
    <div className="@container flex min-w-0 flex-wrap items-center justify-end gap-x-1">
      <ShareLink url={url} />
      {/* The same quiet button as the card's Copy beside it. */}
      <Button variant="ghost" size="sm" onClick={() => void copy()} className={quietButtonClassName}>
        {isCopied ? <CheckIcon className="text-success-text" /> : <LinkIcon />}
        {isCopied ? 'Copied!' : 'Copy Link'}
      </Button>
    </div>
  );
}
