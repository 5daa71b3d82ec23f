/** Spec §2 "Route table": every page path the web app answers. */
export const pageRoutes = [
  '/',
  '/auth',
  '/confirm-deletion',
  '/shared/:shareId',
  // The built-in billing pages (docs/decisions/0006-billing-and-account-deletion.md: without Stripe, checkout and portal are pages of our own).
  '/billing/checkout/:checkoutId',
  '/billing/portal',
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
