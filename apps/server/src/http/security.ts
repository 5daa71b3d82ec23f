import { AppError } from '@promptnest/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-carrying writes must come from our own pages: their Origin must be APP_URL's origin (never one
 * derived from the request's Host, which the client chooses). A browser always sends Origin on such a
 * write; one without it is refused unless the browser itself says same-origin. Requests without cookies
 * (scripts, webhooks) carry no ambient authority and are let through to their own checks.
 */
export function sameOriginWrites(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const carriesCookies = Boolean(c.req.header('cookie'));
      // A key sent by a script on another origin (API v1's CORS) carries no ambient authority.
      if (!carriesCookies && c.req.header('authorization')) return next();
      const originOk = origin ? origin === allowed : !carriesCookies || site === 'same-origin';
      const siteOk = !site || site === 'same-origin' || site === 'none';
      if (!originOk || !siteOk) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    await next();
  });
}

/**
 * Headers every response carries, written into the finished response's own headers. `c.header()` after
 * the route has answered would copy the response into a streamed one, a cost on every request measured in
 * `npm run bench`.
 */
export function securityHeaders(appUrl: string) {
  const isHttps = appUrl.startsWith('https://');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    if (isHttps) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  });
}
