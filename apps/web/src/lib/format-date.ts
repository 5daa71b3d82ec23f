/** Dates as people read them on the account and billing pages, e.g. 'December 22, 2026'. */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** 'November 2026', for 'Member since'. */
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

export function formatMonthYear(iso: string): string {
  return monthYear.format(new Date(iso));
}
