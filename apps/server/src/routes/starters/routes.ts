import { starterCategories, starterPrompts } from '@promptnest/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readQuery } from '../../http/json-body.js';
import { copyStarter } from '../../services/prompts/copy-starter.js';

const querySchema = z.strictObject({ category: z.enum(starterCategories, { error: 'Unknown category' }).optional() });

/** Pre-made starter templates: browse (the quick-starters / popular-templates sub-filters) and copy. */
export const starterRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/', (c) => {
    const { category } = readQuery(c, querySchema);
    return c.json({ items: category ? starterPrompts.filter((s) => s.category === category) : starterPrompts });
  })
  .post('/:id/copy', async (c) => c.json(await copyStarter(c.get('deps').db, currentUser(c).id, c.req.param('id')), 201));
