import { v1Routes as r } from '@promptnest/core';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { setFavorite, trashPrompt } from '../../services/prompts/change-prompt-state.js';
import { createPrompt } from '../../services/prompts/create-prompt.js';
import { getPrompt } from '../../services/prompts/get-prompt.js';
import { listPrompts } from '../../services/prompts/list-prompts.js';
import { renderPrompt } from '../../services/prompts/render-prompt.js';
import { sharePrompt, unsharePrompt } from '../../services/prompts/share-prompt.js';
import { updatePrompt } from '../../services/prompts/update-prompt.js';
import { v1Route } from './access.js';

/** The library (spec §7 "Table prompts" and "Prompt operations"), for the web app and for keys alike. */
export const promptRoutes = createRouter()
  .openapi(v1Route(r.listPrompts), async (c) => c.json(await listPrompts(c.get('deps').db, currentUser(c), c.get('plan'), c.req.valid('query')), 200))
  .openapi(v1Route(r.createPrompt), async (c) => c.json(await createPrompt(c.get('deps').db, currentUser(c).id, c.req.valid('json'), c.get('plan')), 201))
  .openapi(v1Route(r.getPrompt), async (c) => c.json(await getPrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id), 200))
  .openapi(v1Route(r.updatePrompt), async (c) => {
    const changes = c.req.valid('json');
    // The editor says how it saved; anyone else's update is an API change (docs/decisions/0016-version-history.md).
    return c.json(await updatePrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id, changes, changes.saveKind ?? 'api'), 200);
  })
  .openapi(v1Route(r.trashPrompt), async (c) => {
    await trashPrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(v1Route(r.setFavorite), async (c) => c.json(await setFavorite(c.get('deps').db, currentUser(c), c.req.valid('param').id, c.req.valid('json').isFavorite), 200))
  .openapi(v1Route(r.sharePrompt), async (c) => c.json(await sharePrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id), 200))
  .openapi(v1Route(r.unsharePrompt), async (c) => {
    await unsharePrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(v1Route(r.renderPrompt), async (c) => c.json(await renderPrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id, c.req.valid('json').variables), 200));
