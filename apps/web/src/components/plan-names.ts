import type { PlanId } from '@promptnest/core';

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
