import type { PlanId } from './plans.js';

/**
 * Spec §9 "Plans and prices": Pro $2.99 and Max $3.99 per month, and "annual billing saves 25%". An annual
 * plan costs twelve months less 25%, billed once a year: Pro $26.91, Max $35.91. No zod here: the landing
 * page shows these prices and stays light.
 */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const ANNUAL_DISCOUNT_PERCENT = 25;

const monthlyCents: Record<PlanId, number> = { free: 0, pro: 299, max: 399 };

/** What one billing period of `plan` costs, in cents. */
export function planPriceCents(plan: PlanId, interval: BillingInterval): number {
  const month = monthlyCents[plan];
  return interval === 'month' ? month : Math.round((month * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
}

/** What `plan` comes to per month on `interval` (annual: the year's price over twelve, to the cent). */
export function monthlyEquivalentCents(plan: PlanId, interval: BillingInterval): number {
  const price = planPriceCents(plan, interval);
  return interval === 'month' ? price : Math.floor(price / 12);
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
}
