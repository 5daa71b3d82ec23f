import { z } from 'zod';

/*
 * What GET /api/usage answers (spec §2 "Usage & Limits"). Apart from plans.ts on purpose: the landing page
 * reads that module's plain constants, and a schema there would make it load zod.
 */

export const planIdSchema = z.enum(['free', 'pro', 'max']);

export const usageCountSchema = z
  .object({ used: z.number().int(), limit: z.number().int().nullable().meta({ description: 'Null: unlimited.' }) })
  .meta({ id: 'UsageCount' });
export type UsageCount = z.infer<typeof usageCountSchema>;

export const usageResponseSchema = z
  .object({
    plan: planIdSchema,
    prompts: usageCountSchema,
    templates: usageCountSchema,
    /** docs/decisions/0004-search-and-lists.md: after a downgrade, how many prompts and templates stay hidden until an upgrade. */
    hiddenByPlan: z.number().int().meta({ description: 'Prompts and templates the plan keeps hidden until an upgrade.' }),
  })
  .meta({ id: 'Usage' });
export type UsageResponse = z.infer<typeof usageResponseSchema>;
