import { Hono } from 'hono';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { deletePromptForever, restorePrompt } from '../../services/prompts/change-prompt-state.js';
import { listTrash } from '../../services/prompts/list-trash.js';

/** Spec §2 Trash: list, restore, delete forever. */
export const trashRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/', async (c) => c.json(await listTrash(c.get('deps').db, currentUser(c))))
  .post('/:id/restore', async (c) => c.json(await restorePrompt(c.get('deps').db, currentUser(c), c.req.param('id'))))
  .delete('/:id', async (c) => {
    await deletePromptForever(c.get('deps').db, currentUser(c), c.req.param('id'));
    return c.json({ ok: true });
  });
