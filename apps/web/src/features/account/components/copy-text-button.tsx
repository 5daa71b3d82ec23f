import type { Ref } from 'react';
import { toast } from '../../../lib/toast';
import { copyText } from '../../../components/clipboard';
import { CheckIcon, CopyIcon } from '../../../components/ui/app-icons';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useCopiedFlag } from '../../../components/use-copied-flag';
import { cn } from '../../../lib/cn';
import { connectAiToolTexts } from '../connect-ai-tool-texts';

interface CopyTextButtonProps {
  text: string;
  /** The button's name, which says what it copies ('Copy MCP address'); it shows 'Copy', then 'Copied!'. */
  label: string;
  /** On phones the icon alone, leaving the room to what it copies (its name still says what it does). */
  isCompactOnPhone?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  ref?: Ref<HTMLButtonElement>;
}

/** Copy, with a toast and a 2-second 'Copied!'; when the browser refuses, a toast says to copy by hand. */
export function CopyTextButton({ text, label, isCompactOnPhone = false, variant = 'outline', size = 'md', ref }: CopyTextButtonProps) {
  const [isCopied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    try {
      await copyText(text);
    } catch {
      toast.error(connectAiToolTexts.copyFailed);
      return;
    }
    markCopied();
    toast.success(connectAiToolTexts.copied);
  }

  return (
    <Button ref={ref} variant={variant} size={size} className={cn(isCompactOnPhone && 'max-sm:w-10 max-sm:px-0')} aria-label={label} onClick={() => void handleCopy()}>
      {isCopied ? <CheckIcon className="text-success-text" /> : <CopyIcon />}
      <span aria-hidden="true" className={cn(isCompactOnPhone && 'max-sm:hidden')}>
        {isCopied ? 'Copied!' : 'Copy'}
      </span>
    </Button>
  );
}
