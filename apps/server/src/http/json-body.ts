import { AppError, parseOrThrow } from '@promptnest/core';
import type { Context } from 'hono';
import type { z } from 'zod';

/** Reads a JSON body (415 for another content type, 400 for broken JSON) and validates it with a core schema. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  }
  return parseOrThrow(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query());
}
