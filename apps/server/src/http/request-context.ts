import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import { resolveClientAddress } from './client-address.js';
import type { AppDeps, AppEnv } from '../context/app-env.js';

/** Request id, client address and one log line per request. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.log.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
    c.set('clientIp', resolveClientAddress(socket?.remoteAddress, c.req.header('x-forwarded-for'), deps.config.trustProxy));
    c.set('user', null);
    c.set('sessionId', null);
    c.set('plan', 'free');
    c.set('credential', { kind: 'none' });
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    if (c.req.path === '/healthz') return;
    log.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) });
  });
}
