import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorStatus, type ErrorCode } from '../errors.js';
import { plainText } from '../plain-text.js';

/**
 * Every /api route is declared once, here in core (docs/decisions/0013-one-route-contract.md): method, path,
 * parameters, body and answers. The server implements each declaration (which also validates the request
 * and writes the OpenAPI document); the web app's client is typed from the same objects.
 */
export function declareRoute<const R extends RouteConfig>(route: R): R {
  return route;
}

/** The body of every error answer (docs: "One path for errors"). */
export const errorBodySchema = z
  .object({
    error: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string().meta({ description: 'A sentence to show the person: the product\'s own words.' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Per-field messages of a validation error.' }),
  })
  .meta({ id: 'Error' });

const errorContent = { 'application/json': { schema: errorBodySchema } };

/** Error answers by status, for the document. */
export const errorResponses = {
  400: { description: 'The request is not valid: `message` says why, `fields` per field.', content: errorContent },
  401: { description: 'Signed out, or the API key is not valid (revoked, expired).', content: errorContent },
  403: { description: 'Not allowed: awaiting approval, suspended, a read-only key, or a plan limit.', content: errorContent },
  404: { description: 'Not found, or not yours (the two are indistinguishable).', content: errorContent },
  409: { description: 'Conflicts with the current state.', content: errorContent },
  413: { description: 'The body is too large.', content: errorContent },
  415: { description: 'The body is not JSON.', content: errorContent },
  429: { description: 'Too many requests: wait for `Retry-After` seconds.', content: errorContent },
} as const;

/** The answers every API v1 route may give a caller: refused credentials, refused access, too many requests. */
export const readErrors = { 401: errorResponses[401], 403: errorResponses[403], 429: errorResponses[429] } as const;
/** And a route that takes a body: a bad one, too large, or not JSON. */
export const writeErrors = { 400: errorResponses[400], ...readErrors, 413: errorResponses[413], 415: errorResponses[415] } as const;

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** A path id: any string is accepted here, so a malformed id is answered 404 like a missing one. */
export const idParams = z.object({ id: plainText().meta({ param: { name: 'id', in: 'path' }, example: '3f1c2b9e-8d4a-4c1e-9f7b-2a6d5e4c3b21' }) });
