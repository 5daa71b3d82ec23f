import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.js';

/** Request id, client address and one log line per request. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.log.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('clientIp', clientIp(c.env as { incoming?: IncomingMessage } | undefined, deps.config.trustProxy ? c.req.header('x-forwarded-for') : undefined));
    c.set('user', null);
    c.set('sessionId', null);
    c.set('plan', 'free');
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    if (c.req.path === '/healthz') return;
    log.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) });
  });
}

function clientIp(env: { incoming?: IncomingMessage } | undefined, forwardedFor: string | undefined): string | null {
  const forwarded = forwardedFor?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
