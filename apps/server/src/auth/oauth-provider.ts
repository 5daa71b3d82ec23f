import { cimd } from '@better-auth/cimd';
import { fetchClientMetadataResource } from '@better-auth/cimd/node';
import { mcp } from '@better-auth/mcp';
import type { ClientMetadataResourceFetch } from '@better-auth/oauth-provider';
import { MCP_PATH, MCP_SCOPES } from '@promptnest/core';

/** An access token lives an hour; the connector renews it with its refresh token, which lives 30 days. */
const ACCESS_TOKEN_SECONDS = 60 * 60;
const REFRESH_TOKEN_SECONDS = 60 * 60 * 24 * 30;

/** The protected resource tokens are bound to (RFC 8707): this server's `/mcp`. */
export function mcpResource(appUrl: string): string {
  return `${appUrl}${MCP_PATH}`;
}

/**
 * OAuth needs an address that clients can trust: https, or a loopback address for a server on one's own
 * machine. Elsewhere (plain http on a network name) only API keys reach `/mcp`.
 */
export function oauthAvailable(appUrl: string): boolean {
  const url = new URL(appUrl);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * better-auth's MCP authorization server (docs/decisions/0015-mcp-oauth.md). Tokens are opaque and stored
 * hashed, not JWTs: `/mcp` looks each one up, so revoking an app on the account page cuts it off at once.
 * Clients identify themselves by a client ID metadata document (an https `client_id`, fetched through a
 * transport that reaches only public addresses), or register themselves (dynamic client registration, as
 * claude.ai and ChatGPT do), and must use PKCE. Sign-in is the `/auth` screen; consent is our own
 * `/oauth/consent` page.
 */
export function mcpAuthorizationServer(appUrl: string, fetchClientMetadata: ClientMetadataResourceFetch = fetchClientMetadataResource) {
  return [mcpProvider(appUrl), cimd({ fetchClientMetadataResource: fetchClientMetadata, metadataProfile: 'mcp-2026-07-28' })];
}

function mcpProvider(appUrl: string) {
  return mcp({
    resource: mcpResource(appUrl),
    loginPage: '/auth',
    consentPage: '/oauth/consent',
    disableJwtPlugin: true,
    storeTokens: 'hashed',
    scopes: [MCP_SCOPES.read, MCP_SCOPES.write, MCP_SCOPES.offline],
    clientRegistrationDefaultScopes: [MCP_SCOPES.read, MCP_SCOPES.write, MCP_SCOPES.offline],
    clientRegistrationAllowedScopes: [MCP_SCOPES.read, MCP_SCOPES.write, MCP_SCOPES.offline],
    grantTypes: ['authorization_code', 'refresh_token'],
    allowDynamicClientRegistration: true,
    allowUnauthenticatedClientRegistration: true,
    clientRegistrationRequirePKCE: true,
    accessTokenExpiresIn: ACCESS_TOKEN_SECONDS,
    refreshTokenExpiresIn: REFRESH_TOKEN_SECONDS,
    // A rotated refresh token is spent at once: used again, it gets nothing and ends the app's refresh tokens
    // for that user (the MCP plugin's default would hand it the current pair for 30 s; docs/decisions/0015).
    refreshTokenReuseInterval: 0,
  });
}
