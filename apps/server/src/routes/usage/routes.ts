import { libraryExtrasRoutes as r } from '@promptnest/core';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { getUsage } from '../../services/prompts/plan-usage.js';

/** Prompts and templates used against the plan's limits (spec §2 "Usage & Limits", the Limit Reached dialog). */
export const usageRoutes = createRouter().openapi(withMiddleware(r.getUsage, requireApprovedUser), async (c) =>
  c.json(await getUsage(c.get('deps').db, currentUser(c).id, c.get('plan')), 200),
);
