import { Hono } from 'hono';
import { currentUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { getSharedPrompt, saveSharedPrompt } from '../../services/prompts/shared-prompt.js';

/** Public share links (spec §2 "Public shared view"): anyone may read; saving needs an approved account. */
export const sharedRoutes = new Hono<AppEnv>()
  .get('/:shareId', async (c) => {
    c.header('X-Robots-Tag', 'noindex');
    return c.json(await getSharedPrompt(c.get('deps').db, c.req.param('shareId')));
  })
  .post('/:shareId/save', async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await saveSharedPrompt(db, currentUser(c), c.req.param('shareId'), config.appUrl), 201);
  });
