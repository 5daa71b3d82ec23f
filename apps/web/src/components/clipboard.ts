/**
 * Copies text to the clipboard. Falls back to a hidden textarea where the Clipboard API is missing
 * (a self-hosted server reached over plain http is not a secure context). Rejects when both fail.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable: try the older way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy command refused');
  } finally {
    area.remove();
  }
}
