import { versionRoutes as r } from '@promptnest/core';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { getPromptVersion } from '../../services/versions/get-prompt-version.js';
import { listPromptVersions } from '../../services/versions/list-prompt-versions.js';
import { restorePromptVersion } from '../../services/versions/restore-prompt-version.js';
import { v1Route } from './access.js';

/** Version history (docs/decisions/0016-version-history.md), for the web app and for keys alike. */
export const versionRoutes = createRouter()
  .openapi(v1Route(r.listPromptVersions), async (c) => c.json(await listPromptVersions(c.get('deps').db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200))
  .openapi(v1Route(r.getPromptVersion), async (c) => {
    const { id, versionId } = c.req.valid('param');
    return c.json(await getPromptVersion(c.get('deps').db, currentUser(c), id, versionId), 200);
  })
  .openapi(v1Route(r.restorePromptVersion), async (c) => {
    const { id, versionId } = c.req.valid('param');
    return c.json(await restorePromptVersion(c.get('deps').db, currentUser(c), id, versionId), 200);
  });
