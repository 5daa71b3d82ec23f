import { AppError, MCP_PATH } from '@promptnest/core';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authenticateApiKey } from '../auth/api-key-auth.js';
import { currentUser } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../context/app-env.js';
import { limitRequestBody, MAX_BODY_BYTES } from '../http/body-limit.js';
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
 * A refusal of the caller's credentials says how to authenticate (RFC 6750), so a client can ask its
 * user for a key; the body keeps the message the rest of the API gives.
 */
const challengeOnRefusal = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 401) {
    const error = c.req.header('authorization') === undefined ? '' : ', error="invalid_token"';
    c.res.headers.set('WWW-Authenticate', `Bearer realm="PromptNest"${error}`);
  }
});

/**
 * `/mcp`: the library for AI tools over MCP's Streamable HTTP transport, stateless (any server on the
 * database answers any request), for the 2026-07-28 revision and the 2025 ones with their initialize
 * handshake (docs/decisions/0014-mcp-server.md). A personal API key authenticates; cookies never do.
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
    .use(MCP_PATH, challengeOnRefusal, sameOriginOnly(deps.config.appUrl), limitRequestBody(MAX_BODY_BYTES), authenticateApiKey)
    .on(['GET', 'POST', 'DELETE'], MCP_PATH, async (c) => {
      const user = currentUser(c);
      const credential = c.get('credential');
      if (credential.kind !== 'api-key') throw new AppError('UNAUTHENTICATED');
      const context: McpContext = {
        actor: { user, plan: c.get('plan'), canWrite: credential.canWrite },
        db: deps.db,
        log: c.get('log'),
        requestId: c.get('requestId'),
      };
      const scopes = credential.canWrite ? ['prompts:read', 'prompts:write'] : ['prompts:read'];
      return handler.fetch(c.req.raw, { authInfo: { token: 'api-key', clientId: `api-key:${credential.keyId}`, scopes, extra: { promptnest: context } } });
    });
}
