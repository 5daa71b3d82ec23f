import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { authenticateApiKey } from '../../auth/api-key-auth.js';
import type { AppEnv } from '../../context/app-env.js';
import { createRouter } from '../../http/openapi-router.js';
import { importExportRoutes } from './import-export.js';
import { libraryRoutes } from './library.js';
import { promptRoutes } from './prompts.js';
import { versionRoutes } from './versions.js';
import { rememberedValueRoutes } from './remembered-values.js';

const EXPOSED = ['Retry-After', 'X-Request-Id'];
const preflight = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type'],
  exposeHeaders: EXPOSED,
  maxAge: 600,
});

/**
 * Scripts on other origins may call v1 with a key (Bearer); cookies never work across origins: the
 * headers are only sent for a preflight or a request that carries Authorization, and never allow credentials.
 * A Bearer request gets its headers on the finished answer (refusals included, so a script can read why),
 * written into the response's own headers: Hono's cors() touches the response before the route runs,
 * which makes the Node adapter rebuild every answer as a stream (measured in `npm run bench`).
 */
const bearerCors = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  if (c.req.header('authorization') === undefined) return next();
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED.join(','));
});

/** API v1 (docs/decisions/0013-one-route-contract.md): the same routes for the web app (cookie) and for personal keys (Bearer). */
export const v1Routes = createRouter();
v1Routes.use('/v1/*', bearerCors, authenticateApiKey);
v1Routes.route('/', promptRoutes);
v1Routes.route('/', libraryRoutes);
v1Routes.route('/', versionRoutes);
v1Routes.route('/', rememberedValueRoutes);
v1Routes.route('/', importExportRoutes);
