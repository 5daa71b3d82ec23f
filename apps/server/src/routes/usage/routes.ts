import { Hono } from 'hono';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { getUsage } from '../../services/prompts/plan-usage.js';

/** Prompts and templates used against the plan's limits (spec §2 "Usage & Limits", the Limit Reached dialog). */
export const usageRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/', async (c) => c.json(await getUsage(c.get('deps').db, currentUser(c).id, c.get('plan'))));
