/** Spec §9: trashed prompts are purged after 30 days; a warning shows when 7 days or fewer remain. */
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since deletion, rounded up (spec §2): just deleted counts as 1 day ago. */
export function daysSinceDeletion(deletedAt: string, now: number): number {
  return Math.max(1, Math.ceil((now - new Date(deletedAt).getTime()) / DAY_MS));
}

export function daysUntilPurge(deletedAt: string, now: number): number {
  return Math.max(0, TRASH_RETENTION_DAYS - daysSinceDeletion(deletedAt, now));
}

export function pluralDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
