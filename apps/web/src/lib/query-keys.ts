import type { ListPromptsQuery } from '@promptnest/core';

/**
 * Every cached query's key, in one place, so a feature can refresh what another shows without
 * importing it: after any prompt change, invalidate `queryKeys.prompts.all`.
 */
export const queryKeys = {
  prompts: {
    all: ['prompts'] as const,
    lists: () => ['prompts', 'list'] as const,
    list: (query: ListPromptsQuery) => ['prompts', 'list', query] as const,
    detail: (id: string) => ['prompts', 'detail', id] as const,
    /** The command palette's search as typed: a few best matches, apart from the paged lists. */
    palette: (q: string) => ['prompts', 'palette', q] as const,
    tags: () => ['prompts', 'tags'] as const,
    trash: () => ['prompts', 'trash'] as const,
    usage: () => ['prompts', 'usage'] as const,
    starters: () => ['prompts', 'starters'] as const,
    /** Under `prompts`, so every save refreshes the history too. */
    versions: (id: string) => ['prompts', 'versions', id] as const,
    version: (id: string, versionId: string) => ['prompts', 'versions', id, versionId] as const,
  },
  shared: (shareId: string) => ['shared', shareId] as const,
  /** What the account last filled into a template (kept on the server, for any device). */
  rememberedValues: (id: string) => ['remembered-values', id] as const,
  /** The account's personal API keys (never the secrets: those are shown once, from the create answer). */
  apiKeys: {
    all: ['api-keys'] as const,
    list: () => ['api-keys', 'list'] as const,
  },
  /** AI tools signed in with OAuth (docs/decisions/0015-mcp-oauth.md): the account's connected apps, and a consent request. */
  connectedApps: {
    all: ['connected-apps'] as const,
    list: () => ['connected-apps', 'list'] as const,
  },
  consentRequest: (clientId: string, scope: string | undefined, redirectUri: string) => ['oauth', 'consent', clientId, scope ?? '', redirectUri] as const,
  /** The subscription and the built-in billing pages. A plan change also changes limits: refresh prompts too. */
  billing: {
    all: ['billing'] as const,
    subscription: () => ['billing', 'subscription'] as const,
    localCheckout: (checkoutId: string) => ['billing', 'local-checkout', checkoutId] as const,
  },
};
