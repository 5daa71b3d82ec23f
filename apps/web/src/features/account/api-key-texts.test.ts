import { describe, expect, it } from 'vitest';
import { describeExpiry, describeLastUse } from './api-key-texts';
import { formatDate } from '../../lib/format-date';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('an API key’s dates in the list', () => {
  it('says a key that never reached the API was never used', () => {
    expect(describeLastUse(null)).toBe('Never used');
    expect(describeLastUse('2026-11-20T08:00:00.000Z')).toBe(`Last used ${formatDate('2026-11-20T08:00:00.000Z')}`);
  });

  it('says when a key expires, that it never does, or that it has', () => {
    expect(describeExpiry(null, now)).toEqual({ text: 'Never expires', isExpired: false });
    expect(describeExpiry('2027-02-20T12:00:00.000Z', now)).toEqual({ text: `Expires ${formatDate('2027-02-20T12:00:00.000Z')}`, isExpired: false });
    expect(describeExpiry('2026-11-22T11:59:59.000Z', now)).toEqual({ text: 'Expired', isExpired: true });
    // The server stops a key at its expiry moment: at that very instant it is expired.
    expect(describeExpiry('2026-11-22T12:00:00.000Z', now)).toEqual({ text: 'Expired', isExpired: true });
  });
});
