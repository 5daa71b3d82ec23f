import { Hono } from 'hono';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { listTags } from '../../services/prompts/list-tags.js';

/** Spec §2 sidebar: tags A→Z with counts. */
export const tagRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/', async (c) => c.json({ tags: await listTags(c.get('deps').db, currentUser(c)) }));
