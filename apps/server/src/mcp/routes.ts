import { API_KEY_PREFIX, AppError, MCP_PATH, MCP_SCOPES } from '@promptnest/core';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { actAsCaller, authenticateApiKey } from '../auth/api-key-auth.js';
import { mcpResource, oauthAvailable } from '../auth/oauth-provider.js';
import { readOAuthToken } from '../auth/read-oauth-token.js';
import { currentUser } from '../auth/session.js';
import type { AppDeps, AppEnv, Credential } from '../context/app-env.js';
import { limitRequestBody, MAX_BODY_BYTES } from '../http/body-limit.js';
import { limitMcpBatch, readMcpBody } from './batch-limit.js';
import { PROTECTED_RESOURCE_METADATA_PATH } from './oauth-endpoints.js';
import { registerPrompts } from './prompts.js';
import { registerTools, type McpActor, type ToolDeps } from './tools.js';

const SERVER_INFO = { name: 'promptnest', title: 'PromptNest', version: '1.0.0' };
const INSTRUCTIONS =
  'PromptNest is the user’s library of prompts. Use search_prompts to find one, get_prompt to read it, and fill_template to fill a template’s {{variables}} before using its text.';

interface McpContext extends ToolDeps {
  actor: McpActor;
}

/**
 * Browsers send Origin; a page on another site must not reach the endpoint with a user's key
 * (MCP's Streamable HTTP transport asks servers to check it). Tools without a browser send none.
 */
function sameOriginOnly(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== allowed) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    await next();
  });
}

/**
 * A refusal of the caller's credentials says how to authenticate (RFC 6750), and where OAuth is offered,
 * where to learn how to sign in (RFC 9728's resource_metadata), so a client can start the flow from the 401;
 * the body keeps the message the rest of the API gives.
 */
function challengeOnRefusal(appUrl: string) {
  const metadata = oauthAvailable(appUrl) ? `, resource_metadata="${appUrl}${PROTECTED_RESOURCE_METADATA_PATH}", scope="${MCP_SCOPES.read} ${MCP_SCOPES.write}"` : '';
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 401) {
      const error = c.req.header('authorization') === undefined ? '' : ', error="invalid_token"';
      c.res.headers.set('WWW-Authenticate', `Bearer realm="PromptNest"${error}${metadata}`);
    }
  });
}

const BEARER_TOKEN = /^Bearer +(\S+) *$/i;

/** What the per-caller limit counts under: a key's id, or an OAuth app's per user. */
function callerLimitKey(credential: Extract<Credential, { kind: 'api-key' | 'oauth' }>, userId: string): string {
  return credential.kind === 'api-key' ? credential.keyId : `oauth:${credential.clientId}:${userId}`;
}

/**
 * Who may call `/mcp`: a personal API key (`pn_…`), checked as on API v1, or an access token that an AI
 * tool got by signing in with OAuth (docs/decisions/0015-mcp-oauth.md), read from the database on every
 * request so that disconnecting the app ends it at once. Nothing else, and never a cookie.
 */
function authenticateMcpCaller(deps: AppDeps) {
  const resource = mcpResource(deps.config.appUrl);
  const isOAuthOffered = oauthAvailable(deps.config.appUrl);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header === undefined ? undefined : BEARER_TOKEN.exec(header)?.[1];
    if (!isOAuthOffered || token === undefined || token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(c, next);
    const found = await readOAuthToken(deps.db, token, resource);
    if (!found) throw new AppError('OAUTH_TOKEN_INVALID');
    if (found.isSuspended) throw new AppError('ACCOUNT_SUSPENDED');
    // The same per-caller limit as a key's, counted per app and user.
    const credential = { kind: 'oauth', clientId: found.clientId, canWrite: found.canWrite } as const;
    await actAsCaller(c, callerLimitKey(credential, found.user.id), found, credential);
    await next();
  });
}

/**
 * `/mcp`: the library for AI tools over MCP's Streamable HTTP transport, stateless (any server on the
 * database answers any request), for the 2026-07-28 revision and the 2025 ones with their initialize
 * handshake (docs/decisions/0014-mcp-server.md). A personal API key or an OAuth token authenticates; cookies never do.
 */
export function mcpRoutes(deps: AppDeps) {
  const handler = createMcpHandler(
    ({ authInfo }) => {
      const context = authInfo?.extra?.promptnest as McpContext | undefined;
      const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
      // The factory only runs for requests that passed the gate below, which always sets the context.
      if (context) {
        registerTools(server, context.actor, context);
        registerPrompts(server, context.actor, context);
      }
      return server;
    },
    { legacy: 'stateless', onerror: (error) => deps.log.warn('mcp request refused', { error: error.message }) },
  );

  return new Hono<AppEnv>()
    .use(MCP_PATH, challengeOnRefusal(deps.config.appUrl), sameOriginOnly(deps.config.appUrl), limitRequestBody(MAX_BODY_BYTES), authenticateMcpCaller(deps))
    .on(['GET', 'POST', 'DELETE'], MCP_PATH, async (c) => {
      const user = currentUser(c);
      const credential = c.get('credential');
      if (credential.kind !== 'api-key' && credential.kind !== 'oauth') throw new AppError('UNAUTHENTICATED');
      const parsedBody = await readMcpBody(c.req.raw);
      const batchRefusal = await limitMcpBatch(c, parsedBody, callerLimitKey(credential, user.id));
      if (batchRefusal) return batchRefusal;
      const context: McpContext = {
        actor: { user, plan: c.get('plan'), canWrite: credential.canWrite },
        db: deps.db,
        log: c.get('log'),
        requestId: c.get('requestId'),
      };
      const scopes = credential.canWrite ? ['prompts:read', 'prompts:write'] : ['prompts:read'];
      const clientId = credential.kind === 'api-key' ? `api-key:${credential.keyId}` : credential.clientId;
      const authInfo = { token: credential.kind, clientId, scopes, extra: { promptnest: context } };
      return handler.fetch(c.req.raw, parsedBody === undefined ? { authInfo } : { authInfo, parsedBody });
    });
}
