import { formatUsd, planPriceCents, type BillingInterval, type PlanId } from '@promptnest/core';

/** Spec §9 "Plans and prices": how each plan is named and what it costs. */
export const planDetails: Record<PlanId, { name: string; price: string }> = {
  free: { name: 'Free', price: '$0' },
  pro: { name: 'Pro', price: '$2.99' },
  max: { name: 'Max', price: '$3.99' },
};

export function planName(plan: PlanId | undefined): string {
  return planDetails[plan ?? 'free'].name;
}

/** The badge of a subscription: its tier as the server names it ('Pro', 'Premium'…), or 'Free'. */
export function tierLabel(status: { tier: string | null; plan: PlanId } | undefined): string {
  return status?.tier ?? planName(status?.plan);
}

/** What one billing period costs, in words: '$2.99 per month', '$26.91 per year'. */
export function periodPriceText(plan: PlanId, interval: BillingInterval): string {
  return `${formatUsd(planPriceCents(plan, interval))} per ${interval}`;
}
