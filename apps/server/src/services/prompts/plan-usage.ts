import { AppError, isAtLimit, isTemplatePrompt, overLimit, planForTier, planLimits, type PlanId, type UsageResponse } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import { liveSubscriptionSql } from '../../billing/live-subscription.js';
import type { Queryable } from '../../db/connect.js';
import { prompts, subscriptions } from '../../db/schema/index.js';
import { ownActivePrompts } from '../../policies/prompt-policy.js';
import { isTemplateSql } from './present-prompt.js';

export type PromptKind = 'prompt' | 'template';

/** The plan of a live subscription (billing/live-subscription.ts); Free without one. */
export async function getPlan(db: Queryable, userId: string): Promise<PlanId> {
  const [row] = await db
    .select({ tier: subscriptions.tier })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), liveSubscriptionSql));
  return planForTier(row?.tier);
}

/** Prompt usage counts non-template prompts, template usage counts templates (trash excluded): each prompt counts toward one limit only. */
export async function getUsage(db: Queryable, userId: string, knownPlan?: PlanId): Promise<UsageResponse> {
  const plan = knownPlan ?? (await getPlan(db, userId));
  const [row] = await db
    .select({
      templates: sql<number>`count(*) filter (where ${isTemplateSql})`.mapWith(Number),
      prompts: sql<number>`count(*) filter (where not ${isTemplateSql})`.mapWith(Number),
    })
    .from(prompts)
    .where(ownActivePrompts({ id: userId }));
  const limits = planLimits[plan];
  const promptCount = { used: row?.prompts ?? 0, limit: limits.prompts };
  const templateCount = { used: row?.templates ?? 0, limit: limits.templates };
  return { plan, prompts: promptCount, templates: templateCount, hiddenByPlan: overLimit(promptCount) + overLimit(templateCount) };
}

export function kindOf(prompt: { isTemplate: boolean; content: string }): PromptKind {
  return isTemplatePrompt(prompt) ? 'template' : 'prompt';
}

/**
 * Throws PROMPT_LIMIT_REACHED / TEMPLATE_LIMIT_REACHED when one more of `kind` would exceed the plan.
 * Call inside a transaction: it takes a per-user lock so that two saves at once cannot both slip in.
 */
export async function assertRoomFor(tx: Queryable, userId: string, kind: PromptKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-limit:${userId}`}))`);
  const usage = await getUsage(tx, userId);
  if (isAtLimit(kind === 'template' ? usage.templates : usage.prompts)) {
    throw new AppError(kind === 'template' ? 'TEMPLATE_LIMIT_REACHED' : 'PROMPT_LIMIT_REACHED');
  }
}
