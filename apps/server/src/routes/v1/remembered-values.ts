import { rememberedValuesRoutes as r } from '@promptnest/core';
import { currentUser } from '../../auth/session.js';
import { createRouter } from '../../http/openapi-router.js';
import { forgetValues, getRememberedValues, rememberValues } from '../../services/prompts/remembered-values.js';
import { v1Route } from './access.js';

/** The values a person last filled into a template, kept with the account (any device). */
export const rememberedValueRoutes = createRouter()
  .openapi(v1Route(r.getRememberedValues), async (c) => c.json(await getRememberedValues(c.get('deps').db, currentUser(c), c.req.valid('param').id), 200))
  .openapi(v1Route(r.rememberValues), async (c) => c.json(await rememberValues(c.get('deps').db, currentUser(c), c.req.valid('param').id, c.req.valid('json').values), 200))
  .openapi(v1Route(r.forgetValues), async (c) => {
    await forgetValues(c.get('deps').db, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
