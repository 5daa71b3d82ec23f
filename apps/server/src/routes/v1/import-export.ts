import { importRoutes as r } from '@promptnest/core';
import { markdownZipFileName, promptNestJsonFileName } from '@promptnest/core/import';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { exportPromptsJson } from '../../services/prompts/export-prompts-json.js';
import { exportPromptsMarkdown } from '../../services/prompts/export-prompts-markdown.js';
import { importPrompts, previewImport } from '../../services/prompts/import-prompts.js';
import { v1Route } from './access.js';

/** Import from other tools, and the lossless exports (docs/decisions/0017-import-and-export.md). */
export const importExportRoutes = createRouter()
  .openapi(v1Route(r.previewImport), async (c) => c.json(await previewImport(c.get('deps').db, currentUser(c), c.req.valid('json')), 200))
  .openapi(v1Route(r.importPrompts), async (c) => c.json(await importPrompts(c.get('deps').db, currentUser(c), c.req.valid('json')), 200))
  .openapi(v1Route(r.exportPromptsJson), (c) => {
    const now = new Date();
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${promptNestJsonFileName(now)}"`);
    return c.body(exportPromptsJson(c.get('deps').db, currentUser(c), now), 200);
  })
  .openapi(v1Route(r.exportPromptsMarkdown), (c) => {
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${markdownZipFileName(new Date())}"`);
    return c.body(exportPromptsMarkdown(c.get('deps').db, currentUser(c)), 200);
  });
