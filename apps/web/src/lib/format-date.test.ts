import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

const iso = '2026-11-22T12:00:00.000Z';

describe('formatDate', () => {
  it("uses the reader's own locale by default", () => {
    expect(formatDate(iso)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)));
  });

  it("is the locale's medium date: 'Nov 22, 2026', never '11/22/2026'", () => {
    expect(formatDate(iso, 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate(iso, 'en-GB')).toBe('22 Nov 2026');
    expect(formatDate(iso, 'de-DE')).toBe('22.11.2026');
  });
});
