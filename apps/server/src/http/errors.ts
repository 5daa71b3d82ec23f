import { AppError, type ErrorCode } from '@promptnest/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context/app-env.js';

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
  if (isDatabaseUnavailable(error)) {
    // The database restarted or is unreachable: nothing was written; the client may simply try again.
    log?.warn('database unavailable', { method: c.req.method, path: c.req.path, cause: describeCause(error) });
    return c.json(new AppError('DATABASE_UNAVAILABLE').toBody(), 503, { 'Retry-After': '2' });
  }
  log?.error('unhandled error', { error, method: c.req.method, path: c.req.path });
  const body = new AppError('INTERNAL').toBody();
  return c.json({ ...body, requestId: c.get('requestId') }, 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json(new AppError('NOT_FOUND').toBody(), 404);
}

/** Connection-level failures (refused, reset, closed, server shutting down or starting up), never query errors. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** True when the error, or one it wraps (drizzle wraps the driver's), carries one of these codes. */
export function hasErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  return causes(error).some((item) => codes.has(String((item as { code?: unknown }).code ?? '')));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return hasErrorCode(error, UNAVAILABLE);
}

function describeCause(error: unknown): string {
  const last = causes(error).at(-1) as { code?: string; message?: string } | undefined;
  return `${last?.code ?? ''} ${last?.message ?? ''}`.trim();
}
