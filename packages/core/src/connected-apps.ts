import { z } from 'zod';
import { apiKeyAccesses } from './api-keys.js';
import { MCP_SCOPES } from './routes.js';

/**
 * AI tools connected by signing in (OAuth, docs/decisions/0015-mcp-oauth.md): what the consent screen asks
 * and the account page lists. Access is the same two levels as an API key's.
 */
export const oauthAccessLabels = { read: 'Read your prompts and tags', write: 'Read your prompts and tags, and create and change prompts' } as const;

/** The access a set of OAuth scopes gives: write needs the write scope, anything else reads. */
export function accessOfScopes(scopes: readonly string[]): 'read' | 'write' {
  return scopes.includes(MCP_SCOPES.write) ? 'write' : 'read';
}

/** The scopes to grant for an access level, keeping a refresh token when the client asked for one. */
export function scopesForAccess(access: 'read' | 'write', requested: readonly string[]): string[] {
  const scopes: string[] = access === 'write' ? [MCP_SCOPES.read, MCP_SCOPES.write] : [MCP_SCOPES.read];
  if (requested.includes(MCP_SCOPES.offline)) scopes.push(MCP_SCOPES.offline);
  return scopes;
}

/** Longest query better-auth's signed authorization request may have; anything longer is not one. */
const MAX_OAUTH_QUERY = 8000;

export const consentRequestQuerySchema = z.object({
  client_id: z.string().min(1).max(200).meta({ description: 'The client asking, from the authorization request.' }),
  scope: z.string().max(1000).optional().meta({ description: 'The scopes it asks for, space-separated.' }),
  redirect_uri: z.string().min(1).max(2000).meta({ description: 'Where the code is to be sent, from the authorization request.' }),
});

export const consentRequestSchema = z
  .object({
    /**
     * What the client says about itself. `uri` only when it has the redirect's origin (anyone can claim any
     * address); `isSelfRegistered` when it registered itself, so nothing but its own word backs its name.
     */
    client: z.object({ name: z.string(), uri: z.string().nullable(), isSelfRegistered: z.boolean() }),
    /** The host the code goes to after Allow: the one thing about the client that is certain. */
    redirectHost: z.string(),
    /**
     * The host of the site the client claims (its registered address) when that is not `redirectHost`: the
     * screen then warns that the access would go elsewhere. Null when it claims no site, or the same host.
     */
    claimedHost: z.string().nullable(),
    /** What the client asked for; the user may grant less. */
    access: z.enum(apiKeyAccesses),
  })
  .meta({ id: 'ConsentRequest' });
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentAnswerSchema = z.strictObject({
  oauthQuery: z.string().min(1, { error: 'The sign-in request is missing' }).max(MAX_OAUTH_QUERY, { error: 'The sign-in request is not valid' }),
  accept: z.boolean({ error: 'Choose Allow or Deny' }),
  access: z.enum(apiKeyAccesses, { error: 'Choose Read only or Read and write' }),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** Where the browser goes next: back to the client, with a code or with the refusal (or our page, see answerConsent). */
export const consentResultSchema = z.object({ redirectTo: z.string() }).meta({ id: 'ConsentResult' });

export const connectedAppSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  uri: z.string().nullable(),
  access: z.enum(apiKeyAccesses),
  connectedAt: z.iso.datetime(),
  /** The last time it was given a token (signing in, or renewing its access). */
  lastActiveAt: z.iso.datetime().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
export const connectedAppListSchema = z.object({ items: z.array(connectedAppSchema) }).meta({ id: 'ConnectedApps' });
