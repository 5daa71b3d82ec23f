import { OAUTH_ERROR_PAGE_PATH } from '@promptnest/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { oauthClients, oauthConsents } from '../../db/schema/index.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * True when `requested` is one of the client's registered redirects. As better-auth matches them (RFC 8252:
 * a native app's loopback redirect may change port), every character counts except a loopback http port.
 */
export function isRegisteredRedirect(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  const loose = withoutLoopbackPort(requested);
  return loose !== null && registered.some((uri) => withoutLoopbackPort(uri) === loose);
}

function withoutLoopbackPort(uri: string): string | null {
  try {
    const url = new URL(uri);
    if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || url.username || url.password || uri.includes('#')) return null;
    url.port = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * True when the user has already allowed this client (a consent row) and the redirect is one it registered:
 * only then may an authorization error go back to the client rather than to our own page (RFC 9700's advice
 * against open redirects; docs/decisions/0015-mcp-oauth.md).
 */
export async function isApprovedRedirect(db: Database, userId: string, clientId: string, redirectUri: string): Promise<boolean> {
  const [row] = await db
    .select({ redirectUris: oauthClients.redirectUris, disabled: oauthClients.disabled })
    .from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
    .where(and(eq(oauthConsents.clientId, clientId), eq(oauthConsents.userId, userId)))
    .limit(1);
  return !!row && !row.disabled && isRegisteredRedirect(row.redirectUris, redirectUri);
}

/** An OAuth error code as RFC 6749 spells them; anything else is shown as a plain invalid request. */
const ERROR_CODE = /^[a-z_]{1,64}$/;

/** Our page for an authorization that cannot go on, with the error's code and nothing the client wrote. */
export function errorPageUrl(appUrl: string, error: string | null | undefined): string {
  const code = error && ERROR_CODE.test(error) ? error : 'invalid_request';
  return `${appUrl}${OAUTH_ERROR_PAGE_PATH}?${new URLSearchParams({ error: code })}`;
}
