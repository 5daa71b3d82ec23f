import { toast } from '../../lib/toast';
import { copyText } from '../../components/clipboard';
import { fireConfetti } from '../../components/confetti';

/**
 * Copies a filled-in template and says so with the spec's toast (§8, word for word, as the template
 * form's Copy does). False when the browser refused the clipboard.
 */
export async function copyFilledText(text: string): Promise<boolean> {
  try {
    await copyText(text);
  } catch {
    toast.error('Copy failed', { description: 'Please try selecting and copying manually.' });
    return false;
  }
  toast.success('Copied to clipboard', { description: 'The generated prompt text is ready to use!' });
  void fireConfetti();
  return true;
}
