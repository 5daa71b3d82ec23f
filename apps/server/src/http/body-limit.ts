import { AppError } from '@promptnest/core';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';

/** Largest request body the server reads: a prompt is at most ~10,000 characters plus fields. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Refuses a request body larger than `maxSize` with PAYLOAD_TOO_LARGE. A body that states its length is
 * judged by the header alone (Node's parser never reads past a stated length), which leaves the body
 * untouched for the route's own fast JSON read; only a chunked body is counted as it streams. GET and HEAD
 * carry no body. Hono's bodyLimit reads `c.req.raw.body` on every request, which makes the Node adapter
 * build a full web Request per write: a cost measured on every POST in `npm run bench`.
 */
export function limitRequestBody(maxSize: number) {
  const counted = bodyLimit({ maxSize, onError: () => { throw new AppError('PAYLOAD_TOO_LARGE'); } });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!/^\d+$/.test(length.trim()) || Number(length) > maxSize) throw new AppError('PAYLOAD_TOO_LARGE');
      return next();
    }
    return counted(c, next);
  });
}
