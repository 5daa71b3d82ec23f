/**
 * What was typed into a template form's fields (marked `data-variable`) before the page went live: a page
 * drawn on the server shows its fields before its script runs, and hydration keeps React's own values, which
 * its next render would write over the visitor's. The fields whose value differs from `values`.
 */
export function readEarlyInput(container: HTMLElement | null, values: Record<string, string>): Record<string, string> {
  const early: Record<string, string> = {};
  for (const field of container?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[data-variable]') ?? []) {
    const name = field.dataset.variable ?? '';
    const value = values[name] ?? '';
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== (value === 'true')) early[name] = String(field.checked);
    } else if (field.value !== value) {
      early[name] = field.value;
    }
  }
  return early;
}
