import { accessOfScopes, AppError, hasForbiddenCharacters, MCP_SCOPES, OAUTH_BASE_PATH, scopesForAccess, type ConsentAnswer, type ConsentRequest } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/connect.js';
import { oauthClients } from '../../db/schema/index.js';
import { errorPageUrl, isRegisteredRedirect } from './approved-redirect.js';
import { displayClientName } from './connected-apps.js';

const UNKNOWN_CLIENT = 'This app is not known. Start connecting again from your AI tool.';
/** The metadata-document clients' discovery mark (@better-auth/cimd); a self-registered client has none. */
const METADATA_DOCUMENT_DISCOVERY = 'cimd';

/**
 * The client named in an authorization request, as the consent screen shows it (docs/decisions/0015-mcp-oauth.md).
 * Unknown or disabled: 404. A redirect it did not register: 400, as better-auth would refuse it too. What a
 * client says about itself is shown as its word only: its address only when it has the redirect's origin.
 */
export async function describeConsentRequest(db: Database, clientId: string, scope: string | undefined, redirectUri: string): Promise<ConsentRequest> {
  if (hasForbiddenCharacters(clientId)) throw new AppError('NOT_FOUND', UNKNOWN_CLIENT);
  const [client] = await db
    .select({ name: oauthClients.name, uri: oauthClients.uri, disabled: oauthClients.disabled, scopes: oauthClients.scopes, redirectUris: oauthClients.redirectUris, discovery: oauthClients.clientDiscoveryId })
    .from(oauthClients)
    .where(eq(oauthClients.clientId, clientId));
  if (!client || client.disabled) throw new AppError('NOT_FOUND', UNKNOWN_CLIENT);
  const redirect = isRegisteredRedirect(client.redirectUris, redirectUri) ? parseUrl(redirectUri) : null;
  if (!redirect) throw new AppError('OAUTH_REQUEST_INVALID');
  const requested = scope ? scope.split(' ') : (client.scopes ?? [MCP_SCOPES.read]);
  return {
    client: {
      name: displayClientName(client.name),
      uri: client.uri && parseUrl(client.uri)?.origin === redirect.origin ? client.uri : null,
      isSelfRegistered: client.discovery !== METADATA_DOCUMENT_DISCOVERY,
    },
    redirectHost: redirect.host,
    claimedHost: claimedHostOf(client.uri, redirect),
    access: accessOfScopes(requested),
  };
}

/**
 * The host a client claims to be (its registered address) when the code would go to another one: a
 * self-registered "Claude" of claude.ai whose redirect is evil.example. Null when it claims none or the same.
 */
function claimedHostOf(clientUri: string | null, redirect: URL): string | null {
  const claimed = clientUri ? parseUrl(clientUri)?.host : null;
  return claimed && claimed !== redirect.host ? claimed : null;
}

/** True when the request's client claims a site other than the one its redirect goes to. */
async function claimsAnotherSite(db: Database, oauthQuery: string): Promise<boolean> {
  const query = new URLSearchParams(oauthQuery);
  const clientId = query.get('client_id');
  const redirect = parseUrl(query.get('redirect_uri') ?? '');
  if (!clientId || !redirect || hasForbiddenCharacters(clientId)) return false;
  const [client] = await db.select({ uri: oauthClients.uri }).from(oauthClients).where(eq(oauthClients.clientId, clientId));
  return Boolean(client && claimedHostOf(client.uri, redirect));
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The user's answer, handed to better-auth with the signed request the consent page was opened with; it
 * checks the signature and expiry, stores the consent and makes the code. Access can only be narrowed:
 * Read only grants the read scope even when the client asked to write. Deny for a client that claims
 * another site than its redirect's keeps the person with us: nothing is stored either way, and the
 * browser need not visit the site they just refused to trust (docs/decisions/0015-mcp-oauth.md).
 */
export async function answerConsent(auth: Auth, db: Database, appUrl: string, headers: Headers, answer: ConsentAnswer): Promise<{ redirectTo: string }> {
  if (!answer.accept && (await claimsAnotherSite(db, answer.oauthQuery))) return { redirectTo: errorPageUrl(appUrl, 'access_denied') };
  const requested = new URLSearchParams(answer.oauthQuery).get('scope')?.split(' ') ?? [];
  const narrowed = answer.accept && answer.access === 'read' && requested.includes(MCP_SCOPES.write);
  const body = { accept: answer.accept, oauth_query: answer.oauthQuery, ...(narrowed ? { scope: scopesForAccess('read', requested).join(' ') } : {}) };
  // Through better-auth's handler, not its server API: going on to the code needs a request of its own.
  const request = new Request(`${appUrl}${OAUTH_BASE_PATH}/consent`, { method: 'POST', headers: withJson(headers), body: JSON.stringify(body) });
  const response = await auth.handler(request);
  const result = (await response.json().catch(() => ({}))) as { url?: string; redirect_uri?: string };
  const redirectTo = result.url ?? result.redirect_uri;
  // A tampered, expired or replayed request, or one naming a client that is gone.
  if (response.status >= 400 && response.status < 500) throw new AppError('OAUTH_REQUEST_INVALID');
  if (!response.ok || !redirectTo) throw new Error(`oauth consent failed with ${response.status}`);
  return { redirectTo };
}

function withJson(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set('content-type', 'application/json');
  copy.set('accept', 'application/json');
  return copy;
}
