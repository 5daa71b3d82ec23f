import { Hono } from 'hono';
import { endOfflineKeyWithSession } from './auth/offline-key.js';
import { loadSession } from './auth/session.js';
import type { AppDeps, AppEnv } from './context/app-env.js';
import { bodyLimitFor, limitRequestBody } from './http/body-limit.js';
import { handleError, notFound } from './http/errors.js';
import { requestContext } from './http/request-context.js';
import { sameOriginWrites, securityHeaders } from './http/security.js';
import { webApp } from './http/web-app.js';
import { mcpRoutes } from './mcp/routes.js';
import { oauthEndpoints } from './mcp/oauth-endpoints.js';
import { accountRoutes } from './routes/account/routes.js';
import { adminRoutes } from './routes/admin/routes.js';
import { apiKeyRoutes } from './routes/api-keys/routes.js';
import { oauthRoutes } from './routes/oauth/routes.js';
import { resendConfirmationRoutes } from './routes/auth/resend-confirmation.js';
import { authRoutes } from './routes/auth/routes.js';
import { billingRoutes } from './routes/billing/routes.js';
import { healthRoutes } from './routes/health/routes.js';
import { sharedRoutes } from './routes/shared/routes.js';
import { starterRoutes } from './routes/starters/routes.js';
import { usageRoutes } from './routes/usage/routes.js';
import { apiDocs } from './routes/docs/routes.js';
import { v1Routes } from './routes/v1/routes.js';
import { createRouter } from './http/openapi-router.js';
import { registerOpenApiDocument } from './http/openapi-document.js';

export { MAX_BODY_BYTES } from './http/body-limit.js';

/** Builds the whole application without listening; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(deps.config.appUrl));
  app.use('*', endOfflineKeyWithSession);
  app.onError(handleError);
  app.route('/', healthRoutes);
  app.route('/', mcpRoutes(deps));
  app.route('/', oauthEndpoints(deps));

  const api = createRouter();
  api.use('*', limitRequestBody(bodyLimitFor));
  api.use('*', sameOriginWrites(deps.config.appUrl));
  api.use('*', loadSession);
  api.route('/', authRoutes);
  api.route('/', resendConfirmationRoutes);
  api.route('/', v1Routes);
  api.route('/', usageRoutes);
  api.route('/', starterRoutes);
  api.route('/', sharedRoutes);
  api.route('/', billingRoutes);
  api.route('/', accountRoutes);
  api.route('/', apiKeyRoutes);
  api.route('/', oauthRoutes);
  api.route('/', adminRoutes);
  registerOpenApiDocument(api);
  api.route('/', apiDocs);
  api.all('*', notFound);
  app.route('/api', api);

  if (deps.config.webDist) app.route('/', webApp(deps.config.webDist, { sharedViewRenderer: deps.config.sharedViewRenderer, log: deps.log }));
  app.notFound(notFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
