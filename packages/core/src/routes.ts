/** Spec §2 "Route table": every page path the web app answers. */
export const pageRoutes = [
  '/',
  '/auth',
  '/confirm-deletion',
  '/shared/:shareId',
  // The built-in billing pages (docs/decisions/0006-billing-and-account-deletion.md: without Stripe, checkout and portal are pages of our own).
  '/billing/checkout/:checkoutId',
  '/billing/portal',
  // AI tools signing in to /mcp (docs/decisions/0015-mcp-oauth.md): the consent page, and where Google sign-in comes back to.
  '/oauth/consent',
  '/oauth/continue',
  '/oauth/error',
  '/app',
  '/app/favorites',
  '/app/templates',
  '/app/shared',
  '/app/trash',
  '/app/account',
  '/app/template/:id',
  '/app/prompt/new',
  '/app/prompt/:id',
  '/app/prompt/edit/:id',
] as const;

export type PageRoute = (typeof pageRoutes)[number];

const patterns = pageRoutes.map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** True when a path is one of the spec's pages; anything else is the 'Oops! Page not found' page. */
export function isKnownPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The API reference (GET /api/docs, rendered from /api/openapi.json): a page the server serves, not the app. */
export const API_REFERENCE_PATH = '/api/docs';

/** The MCP server (docs/decisions/0014-mcp-server.md): served beside the app, not under /api, and reached with an API key. */
export const MCP_PATH = '/mcp';

/**
 * Signing in to `/mcp` with OAuth (docs/decisions/0015-mcp-oauth.md): better-auth's authorization endpoints live
 * under its base path, and the scopes are what the consent screen offers: reading the library, or reading
 * and changing it. `offline_access` lets a connector stay connected with a refresh token.
 */
export const OAUTH_BASE_PATH = '/api/auth/oauth2';
export const OAUTH_AUTHORIZE_PATH = `${OAUTH_BASE_PATH}/authorize`;
/** Where an authorization that cannot go on is explained, instead of sending the browser to an unapproved client. */
export const OAUTH_ERROR_PAGE_PATH = '/oauth/error';
export const MCP_SCOPES = { read: 'prompts:read', write: 'prompts:write', offline: 'offline_access' } as const;
