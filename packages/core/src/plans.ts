import type { z } from 'zod';
// The tier and limit schemas live in billing.ts: the landing page reads planLimits and must not load zod for them.
import type { PlanLimits, SubscriptionTier } from './billing.js';
import type { planIdSchema, UsageCount } from './usage.js';

// The plan id's schema lives in usage.ts for the same reason; billing.ts reads it from here.
export { planIdSchema } from './usage.js';

/** Spec §9 "Plans and prices", except that Max is unlimited. `null` means unlimited. */
export type PlanId = z.infer<typeof planIdSchema>;

export const planLimits: Record<PlanId, PlanLimits> = {
  free: { prompts: 5, templates: 2 },
  pro: { prompts: 100, templates: 100 },
  max: { prompts: null, templates: null },
};

/** Spec §6: Premium counts as Pro, Enterprise as Max; no tier is Free. */
export function planForTier(tier: SubscriptionTier | null | undefined): PlanId {
  if (tier === 'Pro' || tier === 'Premium') return 'pro';
  if (tier === 'Max' || tier === 'Enterprise') return 'max';
  return 'free';
}

/** How many of `usage` lie beyond its limit (nothing is deleted; they are hidden). */
export function overLimit(usage: UsageCount): number {
  return usage.limit === null ? 0 : Math.max(0, usage.used - usage.limit);
}

/** True when one more of this kind would go over the limit. */
export function isAtLimit(usage: UsageCount): boolean {
  return usage.limit !== null && usage.used >= usage.limit;
}

/** How many more may be created (null: unlimited). */
export function remaining(usage: UsageCount): number | null {
  return usage.limit === null ? null : Math.max(0, usage.limit - usage.used);
}

/** Spec §9: the usage warning shows above 80 percent of a finite limit. */
export function isNearLimit(usage: UsageCount): boolean {
  return usage.limit !== null && usage.limit > 0 && usage.used / usage.limit > 0.8;
}

export const limitMessages = {
  prompt: 'Prompt limit reached',
  template: 'Template limit reached',
} as const;
