import { copyText } from '../../components/clipboard';

/**
 * Copies text that is still on its way (a card fetches the prompt's full content on click). Safari allows
 * a clipboard write only during the click, so the pending text is handed to the clipboard as a promise at
 * once; where that is not possible, the text is awaited and copied the ordinary way.
 */
export async function copyPendingText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: the ordinary copy below reports the real failure, if any.
    }
  }
  await copyText(await text);
}
