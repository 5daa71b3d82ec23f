import { csvFileName, v1Routes as r } from '@promptnest/core';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { deletePromptForever, restorePrompt } from '../../services/prompts/change-prompt-state.js';
import { exportPromptsCsv } from '../../services/prompts/export-prompts.js';
import { listTags } from '../../services/prompts/list-tags.js';
import { listTrash } from '../../services/prompts/list-trash.js';
import { v1Route } from './access.js';

/** Tags (spec §2 sidebar), the trash (spec §2 Trash) and the CSV export (spec §9). */
export const libraryRoutes = createRouter()
  .openapi(v1Route(r.listTags), async (c) => c.json({ tags: await listTags(c.get('deps').db, currentUser(c)) }, 200))
  .openapi(v1Route(r.listTrash), async (c) => c.json(await listTrash(c.get('deps').db, currentUser(c)), 200))
  .openapi(v1Route(r.restorePrompt), async (c) => c.json(await restorePrompt(c.get('deps').db, currentUser(c), c.req.valid('param').id), 200))
  .openapi(v1Route(r.deletePromptForever), async (c) => {
    await deletePromptForever(c.get('deps').db, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(v1Route(r.exportPrompts), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${csvFileName(new Date())}"`);
    return c.body(exportPromptsCsv(c.get('deps').db, currentUser(c)), 200);
  });
