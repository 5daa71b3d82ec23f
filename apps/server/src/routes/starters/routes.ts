import { libraryExtrasRoutes as r, starterPrompts } from '@promptnest/core';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { copyStarter } from '../../services/prompts/copy-starter.js';

/** Pre-made starter templates: browse (the quick-starters / popular-templates sub-filters) and copy. */
export const starterRoutes = createRouter()
  .openapi(withMiddleware(r.listStarters, requireApprovedUser), (c) => {
    const { category } = c.req.valid('query');
    return c.json({ items: category ? starterPrompts.filter((s) => s.category === category) : starterPrompts }, 200);
  })
  .openapi(withMiddleware(r.copyStarter, requireApprovedUser), async (c) =>
    c.json(await copyStarter(c.get('deps').db, currentUser(c).id, c.req.valid('param').id), 201),
  );
