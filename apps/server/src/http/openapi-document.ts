import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context/app-env.js';

const description = `Your PromptNest library, for scripts and AI tools.

**Authentication.** Create a personal API key on the account page (API keys), then send it with every request:
\`Authorization: Bearer pn_…\`. A Read only key may list, get, export and fill in templates; a Read and write key
may also create, change, share and delete. Keys never reach the account, billing or admin routes.

**Errors** come as \`{ "error": CODE, "message": "…" }\` with \`fields\` for validation errors.
**Limits:** each key may make a limited number of requests a minute (600 by default); over it, 429 with \`Retry-After\`.

Routes under \`/v1\` are stable: they only grow. The other routes serve the web app and may change.`;

/** The OpenAPI 3.1 document, generated from the declarations the server runs (GET /api/openapi.json). */
export function registerOpenApiDocument(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal API key from the account page: `pn_…`.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'promptnest.session_token',
    description: 'The web app\'s session cookie (same origin only).',
  });
  api.doc31('/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: { title: 'PromptNest API', version: '1.0.0', description },
    servers: [{ url: `${c.get('deps').config.appUrl}/api` }],
    security: [{ apiKey: [] as string[] }, { session: [] as string[] }] as Array<Record<string, string[]>>,
    tags: [
      { name: 'Prompts', description: 'Your library: list, search, read, write, favourite and share.' },
      { name: 'Templates', description: 'Fill in a prompt\'s `{{variables}}`.' },
      { name: 'Tags' },
      { name: 'History', description: 'Every change to a prompt kept as a version: list, read and restore.' },
      { name: 'Trash', description: 'Deleted prompts stay here for 30 days.' },
      { name: 'Export' },
      { name: 'Sign-in', description: 'Sign-up, sign-in, the session cookie and passwords, over better-auth. Serves the web app; not part of v1, may change.' },
      { name: 'Starters, usage and sharing', description: 'Starter templates, plan usage and public share links. Serves the web app with its session cookie; not part of v1, may change.' },
      { name: 'Account', description: 'Deleting one\'s own account. Serves the web app with its session cookie; not part of v1, may change.' },
      { name: 'Billing', description: 'Plans, checkout, the billing portal and Stripe\'s webhook. Serves the web app with its session cookie; not part of v1, may change.' },
      { name: 'Admin', description: 'The admin panel: approvals, accounts, settings, test subscriptions and the security summary. Serves the web app with its session cookie; not part of v1, may change.' },
      { name: 'API keys', description: 'Creating, listing and revoking personal API keys. Serves the web app with its session cookie (a key cannot manage keys); not part of v1, may change.' },
    ],
  }));
}
