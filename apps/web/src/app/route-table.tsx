import { matchRoutes, type RouteObject } from 'react-router';
import { InitialLoading, RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { prefetchAppData } from './prefetch-app-data';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * Spec §2 "Route table". Pages load lazily, so a visitor of the landing page downloads neither the
 * forms nor the app. Every other path is the 404 page: inside /app, within the app's frame. One table for
 * the browser (router.tsx) and for the server's render of a shared prompt (render-shared-view.tsx), so the
 * markup the server writes is the tree the browser hydrates.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      // Reached inside the app only: a direct load of `/` gets the landing page's own entry, landing.html.
      { path: '/', lazy: () => import('./routes/landing') },
      { path: '/auth', lazy: () => import('./routes/auth') },
      // AI tools signing in to /mcp (docs/decisions/0015-mcp-oauth.md). Consent frames itself: a pending account
      // gets the full-screen Pending Approval screen instead.
      { path: '/oauth/consent', lazy: () => import('./routes/oauth-consent') },
      { path: '/oauth/continue', lazy: () => import('./routes/oauth-continue') },
      {
        Component: PublicLayout,
        children: [
          { path: '/confirm-deletion', lazy: () => import('./routes/confirm-deletion') },
          // An AI tool's sign-in that cannot go on (docs/decisions/0015-mcp-oauth.md): never back to an unapproved app.
          { path: '/oauth/error', lazy: () => import('./routes/oauth-error') },
          { path: '/shared/:shareId', lazy: () => import('./routes/shared-prompt') },
          // The built-in billing pages (docs/decisions/0006-billing-and-account-deletion.md: without Stripe, checkout and portal are our own).
          { path: '/billing/checkout/:checkoutId', lazy: () => import('./routes/billing-checkout') },
          { path: '/billing/portal', lazy: () => import('./routes/billing-portal') },
        ],
      },
      {
        path: '/app',
        // Runs beside the lazy chunks below, so the data arrives with the code instead of after it.
        loader: prefetchAppData,
        // Only on entering /app: a search or tag filter changes the query string, which would run it again.
        shouldRevalidate: () => false,
        lazy: () => import('./routes/app-area'),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/prompts/pages/all-prompts-page')).AllPromptsPage }) },
          { path: 'favorites', lazy: async () => ({ Component: (await import('../features/prompts/pages/favorites-page')).FavoritesPage }) },
          { path: 'templates', lazy: async () => ({ Component: (await import('../features/prompts/pages/templates-page')).TemplatesPage }) },
          { path: 'shared', lazy: async () => ({ Component: (await import('../features/prompts/pages/shared-page')).SharedPage }) },
          { path: 'trash', lazy: async () => ({ Component: (await import('../features/prompts/pages/trash-page')).TrashPage }) },
          { path: 'account', lazy: () => import('./routes/app/account') },
          { path: 'template/:id', lazy: () => import('./routes/app/template-screen') },
          { path: 'prompt/new', lazy: () => import('./routes/app/prompt-editor') },
          { path: 'prompt/:id', lazy: () => import('./routes/app/prompt-editor') },
          { path: 'prompt/edit/:id', lazy: () => import('./routes/app/prompt-editor') },
          // Inside the app frame, so a signed-in user keeps the sidebar and finds the way back to the library.
          { path: '*', lazy: () => import('./routes/app/not-found') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the code of every lazy route the address matches and puts it in the table, so a router made
 * afterwards renders the page at once, as the server did: hydrating a server-rendered page must not
 * start with the loading screen (react-router's advice for lazy routes and server rendering).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
