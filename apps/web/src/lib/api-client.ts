import { AppError, isErrorBody } from '@promptnest/core';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls our own API (same origin; the session travels in a cookie). Resolves with the JSON body, or
 * throws an AppError: the server's code, message and field messages, or INTERNAL when the network
 * fails or the answer is not ours.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: hasBody ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('INTERNAL');
  }

  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) throw new AppError(body.error, body.message, body.fields);
  if (!response.ok || body === undefined) throw new AppError('INTERNAL');
  return body as T;
}

/** True for errors the server answered on purpose (4xx); false for outages, bugs and lost connections. */
export function isClientError(error: unknown): error is AppError {
  return error instanceof AppError && error.status < 500;
}

/**
 * The typed client (docs/decisions/0013-one-route-contract.md): every call names a route declaration from
 * core, so its path, parameters, body and answer are typed from the schemas the server validates with.
 */
type Json<S> = { content: { 'application/json': { schema: S } } };
type ParamsOf<R> = R extends { request: { params: infer S extends z.ZodType } } ? { params: z.input<S> } : unknown;
type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? { query?: z.input<S> } : unknown;
type BodyOf<R> = R extends { request: { body: Json<infer S extends z.ZodType> } } ? { body: z.input<S> } : unknown;
export type RouteInput<R> = ParamsOf<R> & QueryOf<R> & BodyOf<R>;
type Success<Rs> = { [K in keyof Rs]: K extends 200 | 201 ? (Rs[K] extends Json<infer S extends z.ZodType> ? z.output<S> : never) : never }[keyof Rs];
export type RouteOutput<R> = R extends { responses: infer Rs } ? Success<Rs> : never;

interface Declared {
  method: string;
  path: string;
}

/** The route's address: its path under /api with `{name}` parameters filled in, plus the query. */
export function routeUrl<R extends Declared>(route: R, input: RouteInput<R>): string {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  // eslint-disable-next-line no-restricted-syntax -- the one place that turns a declaration into an address
  return `/api${path}${queryString ? `?${queryString}` : ''}`;
}

/** Calls a declared route; resolves with its typed answer or throws the server's AppError. */
export function call<R extends Declared>(route: R, ...[input, options]: Record<never, never> extends RouteInput<R> ? [RouteInput<R>?, Omit<RequestOptions, 'body'>?] : [RouteInput<R>, Omit<RequestOptions, 'body'>?]): Promise<RouteOutput<R>> {
  const given = (input ?? {}) as RouteInput<R> & { body?: unknown };
  const method = route.method.toUpperCase() as Method;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return apiRequest<RouteOutput<R>>(method, routeUrl(route, given), { ...options, body: hasBody ? (given.body ?? {}) : undefined });
}
