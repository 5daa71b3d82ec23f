import { createPromptSchema, csvFileName, favoriteSchema, listPromptsQuerySchema, updatePromptSchema } from '@promptnest/core';
import { Hono } from 'hono';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson, readQuery } from '../../http/json-body.js';
import { setFavorite, trashPrompt } from '../../services/prompts/change-prompt-state.js';
import { createPrompt } from '../../services/prompts/create-prompt.js';
import { exportPromptsCsv } from '../../services/prompts/export-prompts.js';
import { getPrompt } from '../../services/prompts/get-prompt.js';
import { listPrompts } from '../../services/prompts/list-prompts.js';
import { sharePrompt, unsharePrompt } from '../../services/prompts/share-prompt.js';
import { updatePrompt } from '../../services/prompts/update-prompt.js';

/** The signed-in user's library (spec §7 "Table prompts" and "Prompt operations"). */
export const promptRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/', async (c) => c.json(await listPrompts(c.get('deps').db, currentUser(c), c.get('plan'), readQuery(c, listPromptsQuerySchema))))
  .post('/', async (c) => {
    const input = await readJson(c, createPromptSchema);
    return c.json(await createPrompt(c.get('deps').db, currentUser(c).id, input, c.get('plan')), 201);
  })
  .get('/export', (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${csvFileName(new Date())}"`);
    return c.body(exportPromptsCsv(c.get('deps').db, currentUser(c)));
  })
  .get('/:id', async (c) => c.json(await getPrompt(c.get('deps').db, currentUser(c), c.req.param('id'))))
  .patch('/:id', async (c) => {
    const changes = await readJson(c, updatePromptSchema);
    return c.json(await updatePrompt(c.get('deps').db, currentUser(c), c.req.param('id'), changes));
  })
  .delete('/:id', async (c) => {
    await trashPrompt(c.get('deps').db, currentUser(c), c.req.param('id'));
    return c.json({ ok: true });
  })
  .put('/:id/favorite', async (c) => {
    const { isFavorite } = await readJson(c, favoriteSchema);
    return c.json(await setFavorite(c.get('deps').db, currentUser(c), c.req.param('id'), isFavorite));
  })
  .post('/:id/share', async (c) => c.json(await sharePrompt(c.get('deps').db, currentUser(c), c.req.param('id'))))
  .delete('/:id/share', async (c) => {
    await unsharePrompt(c.get('deps').db, currentUser(c), c.req.param('id'));
    return c.json({ ok: true });
  });
