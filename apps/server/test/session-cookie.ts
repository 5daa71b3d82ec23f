import { createHmac } from 'node:crypto';
import { sessionCookieName } from '../src/auth/read-session.js';
import type { Config } from '../src/config.js';
import type { TestClient } from './client.js';

/** The raw session token inside a client's signed session cookie ('' when signed out). */
export function sessionTokenOf(client: TestClient, config: Config): string {
  const cookie = new URLSearchParams(client.cookieHeader.replaceAll('; ', '&')).get(sessionCookieName(config)) ?? '';
  return cookie.slice(0, Math.max(0, cookie.lastIndexOf('.')));
}

/** The Cookie header anyone holding AUTH_SECRET can make of a token: HMAC-SHA256, as better-auth signs it. */
export function signedSessionCookie(token: string, config: Config): string {
  const signature = createHmac('sha256', config.authSecret).update(token).digest('base64');
  return `${sessionCookieName(config)}=${encodeURIComponent(`${token}.${signature}`)}`;
}
