import { AppError, type SessionUser } from '@promptnest/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';
import { CLIENT_IP_HEADER } from '../http/client-address.js';

export { toSessionUser } from './session-user.js';

/** Reads the session cookie (if any) once per request and keeps the user on the context. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { readSession, sessionCookie } = c.get('deps');
  const found = await readSession(getCookie(c, sessionCookie));
  const session = found?.isSuspended ? null : found;
  c.set('accountSuspended', found?.isSuspended === true);
  c.set('user', session?.user ?? null);
  c.set('sessionId', session?.sessionId ?? null);
  c.set('plan', session?.plan ?? 'free');
  if (session) c.set('credential', { kind: 'session' });
  await next();
});

/** 401 when signed out, 403 PENDING_APPROVAL until an admin approves the account. */
export const requireApprovedUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});

/** The signed-in, approved user: 401 when signed out, 403 ACCOUNT_SUSPENDED or PENDING_APPROVAL otherwise. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(c.get('accountSuspended') ? 'ACCOUNT_SUSPENDED' : 'UNAUTHENTICATED');
  if (!user.approved) throw new AppError('PENDING_APPROVAL');
  return user;
}

/** Headers for calls into better-auth on the user's behalf: their cookies plus the client address we resolved. */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers();
  const cookie = c.req.header('cookie');
  if (cookie) headers.set('cookie', cookie);
  headers.set('origin', new URL(c.get('deps').config.appUrl).origin);
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const agent = c.req.header('user-agent');
  if (agent) headers.set('user-agent', agent);
  return headers;
}

/**
 * The request itself, for the links better-auth answers directly (e-mail confirmation, Google callback):
 * a client-address header sent from outside is replaced by the address we resolved.
 */
export function requestForAuth(c: Context<AppEnv>, bodyText?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  if (bodyText !== undefined) return new Request(c.req.raw.url, { method: c.req.method, headers, body: bodyText });
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return new Request(c.req.raw.url, { method: c.req.method, headers, body: hasBody ? c.req.raw.body : undefined, ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit);
}

/** Copies better-auth's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context<AppEnv>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}
