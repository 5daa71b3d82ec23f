import { libraryExtrasRoutes as r } from '@promptnest/core';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { getSharedPrompt, saveSharedPrompt } from '../../services/prompts/shared-prompt.js';

/** Public share links (spec §2 "Public shared view"): anyone may read; saving needs an approved account. */
export const sharedRoutes = createRouter()
  .openapi(r.getSharedPrompt, async (c) => {
    c.header('X-Robots-Tag', 'noindex');
    return c.json(await getSharedPrompt(c.get('deps').db, c.req.valid('param').shareId), 200);
  })
  .openapi(r.saveSharedPrompt, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await saveSharedPrompt(db, currentUser(c), c.req.valid('param').shareId, config.appUrl), 201);
  });
