import { createHmac } from 'node:crypto';
import { OFFLINE_KEY_COOKIE, type SessionResponse } from '@promptnest/core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';

/*
 * The offline copy of the library is tied to the session that wrote it (docs/decisions/0021-offline-app.md).
 * The session read names the session by a key derived one way from its id (keyed with AUTH_SECRET, so it
 * tells nothing about the session and is no credential) and sets the same key in a cookie script can read,
 * ending when the session ends. The service worker keeps the library under that key and answers from it only
 * while the cookie still holds it.
 */

type OfflineTie = NonNullable<SessionResponse['offline']>;

export function deriveOfflineKey(authSecret: string, sessionId: string): string {
  return createHmac('sha256', authSecret).update(`promptnest offline key\0${sessionId}`).digest('base64url');
}

const isSecure = (c: Context<AppEnv>) => c.get('deps').config.appUrl.startsWith('https://');

/**
 * For the session read: the tie of this session (and its cookie, until the session's end), or, signed out,
 * none (and the cookie goes).
 */
export function tieOfflineCopy(c: Context<AppEnv>, session: { id: string; expiresAt: string | Date } | null | undefined): OfflineTie | undefined {
  const sessionId = session?.id;
  const expires = session ? new Date(session.expiresAt) : null;
  if (!sessionId || !expires || !(expires.getTime() > Date.now())) {
    if (getCookie(c, OFFLINE_KEY_COOKIE) !== undefined) deleteCookie(c, OFFLINE_KEY_COOKIE, { path: '/', secure: isSecure(c) });
    return undefined;
  }
  const key = deriveOfflineKey(c.get('deps').config.authSecret, sessionId);
  setCookie(c, OFFLINE_KEY_COOKIE, key, { path: '/', expires, sameSite: 'Lax', secure: isSecure(c), httpOnly: false });
  return { key, expiresAt: expires.toISOString() };
}

const cookieName = (setCookieLine: string) => setCookieLine.slice(0, setCookieLine.indexOf('=')).trim();

/**
 * Any answer that sets or clears the session cookie (sign-in by password, Google's return, a password reset,
 * sign-out, an expired session's cookie removed) without setting the offline key clears the key: the session
 * that wrote the kept copy is no longer this browser's, and the next session read ties the new one.
 */
export const endOfflineKeyWithSession = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const names = c.res.headers.getSetCookie().map(cookieName);
  if (!names.includes(c.get('deps').sessionCookie) || names.includes(OFFLINE_KEY_COOKIE)) return;
  const cleared = `${OFFLINE_KEY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${isSecure(c) ? '; Secure' : ''}`;
  try {
    c.res.headers.append('Set-Cookie', cleared);
  } catch {
    // An answer passed through from a fetch has read-only headers: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('Set-Cookie', cleared);
  }
});
