import { hasForbiddenCharacters } from '@promptnest/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context/app-env.js';
import { errorPageUrl, isApprovedRedirect } from '../services/oauth/approved-redirect.js';

/**
 * The authorization endpoint answers some errors (a bad scope, a response type it does not offer, prompt=none
 * signed out...) by sending the browser to the client's redirect. A self-registered client chooses that
 * address itself, so that would be an open redirect under our name. Any answer that leaves our origin goes
 * there only when a signed-in user has already allowed this client and the redirect is one it registered;
 * otherwise the browser lands on our error page (docs/decisions/0015-mcp-oauth.md). Answers that stay with
 * us (sign-in, consent, the error page) pass untouched, and cost no query.
 */
export const guardAuthorizeRedirects = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { appUrl } = c.get('deps').config;
  const leaving = await destinationOf(c.res, appUrl);
  if (!leaving || leaving.origin === new URL(appUrl).origin) return;
  if (await isApprovedRequest(c)) return;
  const errorPage = errorPageUrl(appUrl, leaving.searchParams.get('error') ?? new URLSearchParams(leaving.hash.slice(1)).get('error'));
  const replaced = withDestination(c.res, errorPage);
  // Hono copies the old answer's headers onto a new one, Location included, unless the old one is let go first.
  c.res = undefined;
  c.res = replaced;
});

async function isApprovedRequest(c: Context<AppEnv>): Promise<boolean> {
  const clientId = c.req.query('client_id');
  const redirectUri = c.req.query('redirect_uri');
  if (!clientId || !redirectUri || hasForbiddenCharacters(clientId) || hasForbiddenCharacters(redirectUri)) return false;
  const { readSession, sessionCookie, db } = c.get('deps');
  const session = await readSession(getCookie(c, sessionCookie));
  if (!session || session.isSuspended) return false;
  return isApprovedRedirect(db, session.user.id, clientId, redirectUri);
}

/** Where an answer sends the browser: a redirect's Location, or the `{ redirect, url }` a script's fetch gets. */
async function destinationOf(res: Response, appUrl: string): Promise<URL | null> {
  const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
  if (location) return toUrl(location, appUrl);
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return null;
  const body = (await res.clone().json().catch(() => null)) as { redirect?: unknown; url?: unknown } | null;
  return body?.redirect === true && typeof body.url === 'string' ? toUrl(body.url, appUrl) : null;
}

function toUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The same kind of answer (redirect or JSON), with its headers, sending the browser to `url` instead. */
function withDestination(res: Response, url: string): Response {
  const headers = new Headers(res.headers);
  if (res.status >= 300 && res.status < 400) {
    headers.set('location', url);
    return new Response(null, { status: res.status, headers });
  }
  headers.delete('content-length');
  return new Response(JSON.stringify({ redirect: true, url }), { status: res.status, headers });
}

/**
 * `/api/auth/error`, better-auth's default error address: a link to it from before, or from a path that does
 * not read the configured one, shows our page rather than an API's 404.
 */
export const redirectToErrorPage = (c: Context<AppEnv>) => c.redirect(errorPageUrl(c.get('deps').config.appUrl, c.req.query('error')), 302);
