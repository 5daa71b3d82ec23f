import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ChevronDownIcon, GlobeIcon } from '../../../components/ui/app-icons';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { copyText } from '../../../components/clipboard';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { cn } from '../../../lib/cn';
import { editorToasts, shareLink } from '../texts';

/** Spec §2: shown while the prompt is shared; the link field is read-only, with a copy button. */
export function ShareBanner({ shareId }: { shareId: string }) {
  const [isOpen, setIsOpen] = useState(true);
  const [isCopied, markCopied] = useCopiedFlag();
  const link = shareLink(shareId);
  const contentId = useId();

  async function handleCopy() {
    try {
      await copyText(link);
    } catch {
      const { title, description } = editorToasts.shareLinkCopyFailed;
      toast.error(title, { description });
      return;
    }
    markCopied();
    toast.success(editorToasts.shareLinkCopied.title, { description: editorToasts.shareLinkCopied.description });
  }

  return (
    // A disclosure (button with aria-expanded) of our own: Radix's Collapsible brought its primitives into the
    // editor's first load (docs/decisions/0021-offline-app.md, "Bundle size").
    <div className="rounded-2xl border border-success-border bg-success-surface text-foreground">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GlobeIcon className="text-success-text" />
        <span className="flex-1">This prompt is publicly shared</span>
        <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
      </button>
      {isOpen && (
        <div id={contentId} className="flex gap-2 px-4 pb-4">
          <Input
            readOnly
            aria-label="Share link"
            value={link}
            onFocus={(event) => event.target.select()}
            className="h-9 bg-card font-mono text-sm sm:text-xs"
          />
          <Button variant="outline" size="sm" className="h-9" aria-label="Copy share link" onClick={() => void handleCopy()}>
            {isCopied ? <CheckIcon className="text-success-text" /> : <CopyIcon />}
            <span className="hidden sm:inline" aria-hidden="true">
              {isCopied ? 'Copied!' : 'Copy'}
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}
