/**
 * Every date the app shows, in the reader's own locale and one style: the medium date ('Nov 22, 2026' in
 * English, '22 nov. 2026' in French), so a card, the template screen and the account page agree.
 */
const medium = { dateStyle: 'medium' } as const;
const mediumDate = new Intl.DateTimeFormat(undefined, medium);
/** 'November 2026', for 'Member since'. */
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
/** 'Nov 3, 2:05 PM': security events, which are all from the last day or so. */
const dateTime = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A missing or unreadable date shows as nothing rather than breaking the screen (Intl throws on it). */
function safely(format: Intl.DateTimeFormat, iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
}

/** `locale` only to show another reader's view; the app always uses the browser's own. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  return safely(locale ? new Intl.DateTimeFormat(locale, medium) : mediumDate, iso);
}

export function formatMonthYear(iso: string | null | undefined): string {
  return safely(monthYear, iso);
}

export function formatDateTime(iso: string | null | undefined): string {
  return safely(dateTime, iso);
}
