/**
 * Route addresses without their schemas, for the landing page's light entry, which loads no zod. The
 * declarations (auth-routes.ts, billing-routes.ts) are built from these, so the address still lives once.
 */
export const sessionAddress = { method: 'get', path: '/auth/session' } as const;
export const billingIntervalsAddress = { method: 'get', path: '/billing/intervals' } as const;
export const subscriptionAddress = { method: 'get', path: '/billing/subscription' } as const;
export const checkoutAddress = { method: 'post', path: '/billing/checkout' } as const;
export const billingPortalAddress = { method: 'post', path: '/billing/portal' } as const;
/** The library's reads, which the web app's service worker keeps for offline use (docs/decisions/0021-offline-app.md). */
export const listPromptsAddress = { method: 'get', path: '/v1/prompts' } as const;
export const getPromptAddress = { method: 'get', path: '/v1/prompts/{id}' } as const;
export const listTagsAddress = { method: 'get', path: '/v1/tags' } as const;
