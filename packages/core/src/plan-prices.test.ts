import { describe, expect, it } from 'vitest';
import { formatUsd, monthlyEquivalentCents, planPriceCents } from './plan-prices.js';
import { checkoutRequestSchema } from './billing.js';

describe('annual prices', () => {
  it('are twelve months less 25%: Pro $26.91 a year, Max $35.91', () => {
    expect(formatUsd(planPriceCents('pro', 'month'))).toBe('$2.99');
    expect(formatUsd(planPriceCents('pro', 'year'))).toBe('$26.91');
    expect(formatUsd(planPriceCents('max', 'year'))).toBe('$35.91');
    expect(formatUsd(planPriceCents('free', 'year'))).toBe('$0');
  });

  it('show what they come to per month', () => {
    expect(formatUsd(monthlyEquivalentCents('pro', 'year'))).toBe('$2.24');
    expect(formatUsd(monthlyEquivalentCents('max', 'year'))).toBe('$2.99');
    expect(formatUsd(monthlyEquivalentCents('max', 'month'))).toBe('$3.99');
  });

  it('a checkout is monthly unless it asks for a year', () => {
    expect(checkoutRequestSchema.parse({ plan: 'pro' })).toEqual({ plan: 'pro', interval: 'month' });
    expect(checkoutRequestSchema.parse({ plan: 'max', interval: 'year' })).toEqual({ plan: 'max', interval: 'year' });
    expect(checkoutRequestSchema.safeParse({ plan: 'max', interval: 'week' }).success).toBe(false);
  });
});
