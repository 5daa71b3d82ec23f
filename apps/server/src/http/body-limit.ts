import { AppError } from '@promptnest/core';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';

/** Largest request body the server reads: a prompt is at most ~10,000 characters plus fields. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * An import carries a file of up to 10 MB inside JSON: base64 (a .zip) adds a third, and JSON escaping can
 * double a text full of quotes. The file itself is held to 10 MB once decoded (services/prompts/import-prompts.ts).
 */
export const IMPORT_MAX_BODY_BYTES = 24 * 1024 * 1024;
const IMPORT_PATHS = new Set(['/api/v1/import', '/api/v1/import/preview']);

/** The body limit of a request: the import's for the import routes, the ordinary one for every other. */
export function bodyLimitFor(path: string): number {
  return IMPORT_PATHS.has(path) ? IMPORT_MAX_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * Refuses a request body larger than `maxSize` with PAYLOAD_TOO_LARGE. A body that states its length is
 * judged by the header alone (Node's parser never reads past a stated length), which leaves the body
 * untouched for the route's own fast JSON read; only a chunked body is counted as it streams. GET and HEAD
 * carry no body. Hono's bodyLimit reads `c.req.raw.body` on every request, which makes the Node adapter
 * build a full web Request per write: a cost measured on every POST in `npm run bench`.
 */
export function limitRequestBody(limit: number | ((path: string) => number)) {
  const limitOf = typeof limit === 'number' ? () => limit : limit;
  const counters = new Map<number, ReturnType<typeof bodyLimit>>();
  const counterFor = (maxSize: number) => {
    let counter = counters.get(maxSize);
    if (!counter) counters.set(maxSize, (counter = bodyLimit({ maxSize, onError: () => { throw new AppError('PAYLOAD_TOO_LARGE'); } })));
    return counter;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxSize = limitOf(c.req.path);
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!/^\d+$/.test(length.trim()) || Number(length) > maxSize) throw new AppError('PAYLOAD_TOO_LARGE');
      return next();
    }
    return counterFor(maxSize)(c, next);
  });
}
