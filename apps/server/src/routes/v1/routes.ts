import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { authenticateApiKey } from '../../auth/api-key-auth.js';
import type { AppEnv } from '../../context/app-env.js';
import { createRouter } from '../../http/openapi-router.js';
import { libraryRoutes } from './library.js';
import { promptRoutes } from './prompts.js';

const allowBearer = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type'],
  exposeHeaders: ['Retry-After', 'X-Request-Id'],
  maxAge: 600,
});

/**
 * Scripts on other origins may call v1 with a key (Bearer); cookies never work across origins: the
 * headers are only sent for a preflight or a request that carries Authorization, and never allow credentials.
 */
const bearerCors = createMiddleware<AppEnv>((c, next) => (c.req.method === 'OPTIONS' || c.req.header('authorization') ? allowBearer(c, next) : next()));

/** API v1 (docs/decisions/0013-one-route-contract.md): the same routes for the web app (cookie) and for personal keys (Bearer). */
export const v1Routes = createRouter();
v1Routes.use('/v1/*', bearerCors, authenticateApiKey);
v1Routes.route('/', promptRoutes);
v1Routes.route('/', libraryRoutes);
