import { AppError, type ErrorCode } from '@promptnest/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.js';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The one path for errors: AppError → its status and `{ error, message }`; anything else → a logged 500 without internals. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(error.toBody(), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = statusCodes[error.status] ?? 'VALIDATION_FAILED';
    const appError = new AppError(code);
    return c.json(appError.toBody(), error.status);
  }
  const log = c.get('log');
  log?.error('unhandled error', { error, method: c.req.method, path: c.req.path });
  const body = new AppError('INTERNAL').toBody();
  return c.json({ ...body, requestId: c.get('requestId') }, 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json(new AppError('NOT_FOUND').toBody(), 404);
}
