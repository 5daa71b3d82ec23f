import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { AppError, validationError } from '@promptnest/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';

/**
 * A router that implements route declarations from core (docs/decisions/0013-one-route-contract.md): each
 * request is validated with the declaration's schemas, and a failure is answered like every other error,
 * with the schema's message and one message per field.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/** A declared JSON body must come as JSON: 415 for another type, 400 for broken JSON (then validated). */
export const jsonOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    await c.req.json(); // parsed once; the validator reads the same parsed body
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  }
  await next();
});

/** The middleware a declaration needs before its validators: JSON-only bodies, plus the route's own. */
export function withMiddleware<R extends RouteConfig>(route: R, ...middleware: NonNullable<RouteConfig['middleware']>[]): R {
  const own = route.request?.body ? [jsonOnly] : [];
  return { ...route, middleware: [...middleware.flat(), ...own] };
}
