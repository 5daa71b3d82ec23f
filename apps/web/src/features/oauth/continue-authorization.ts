import { OAUTH_AUTHORIZE_PATH } from '@promptnest/core';

/**
 * Signing in on behalf of an AI tool (docs/decisions/0015-mcp-oauth.md). When a tool's authorization request
 * finds nobody signed in, the server sends the browser to `/auth` with the request signed into the query. Once
 * the person has signed in, the browser goes back to the authorization endpoint with the original request, which
 * then leads on to the consent page (or straight back to the tool).
 */

/** What the server adds to sign the request; none of it belongs to the tool's own request. */
const signatureParams = new Set(['sig', 'exp', 'ba_iat', 'ba_param', 'ba_pl']);
/** Prompts that asked for a sign-in; once signed in, asking again would bring the person back here. */
const signInPrompts = new Set(['login', 'create']);

/** True when /auth was opened to sign in for an AI tool's authorization request. */
export function isAuthorizationRequest(search: URLSearchParams | string): boolean {
  const params = new URLSearchParams(search);
  return params.has('sig') && params.has('client_id') && params.has('response_type');
}

/** The authorization endpoint with the tool's own request, once the person is signed in. */
export function continueAuthorizationUrl(search: URLSearchParams | string): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (signatureParams.has(key)) continue;
    if (key === 'prompt') {
      const rest = value.split(' ').filter((prompt) => prompt !== '' && !signInPrompts.has(prompt));
      if (rest.length > 0) params.append(key, rest.join(' '));
      continue;
    }
    params.append(key, value);
  }
  return `${OAUTH_AUTHORIZE_PATH}?${params.toString()}`;
}

/**
 * Google sign-in leaves the page; the address to continue with waits in this tab's session storage, and Google
 * comes back to CONTINUE_PAGE, which takes it out and goes on.
 */
export const CONTINUE_PAGE = '/oauth/continue';
const storageKey = 'promptnest.oauth-continue';

export function rememberContinueUrl(url: string): void {
  try {
    sessionStorage.setItem(storageKey, url);
  } catch {
    // Storage refused (private mode with no quota): the continue page falls back to the library.
  }
}

/** The remembered address; null when there is none or it is not an authorization request of ours. */
export function readContinueUrl(): string | null {
  try {
    const url = sessionStorage.getItem(storageKey);
    return url?.startsWith(`${OAUTH_AUTHORIZE_PATH}?`) ? url : null;
  } catch {
    return null;
  }
}

/** Used once: forgotten as soon as the continue page has read it. */
export function forgetContinueUrl(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
