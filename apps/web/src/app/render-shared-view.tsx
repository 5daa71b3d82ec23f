import type { EmbeddedSharedPrompt } from '@promptnest/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { sessionQueryKey, type ClientSession } from '../lib/session';
import { AppProviders } from './providers';
import { appRoutes } from './route-table';

const handler = createStaticHandler(appRoutes);

/**
 * A shared prompt's page as a visitor first sees it, as HTML for #root: the server answers /shared/{id} with
 * it (apps/server/src/routes/shared/page.ts, built by `vite build --ssr`), so the first paint waits for no
 * JavaScript, and main.tsx hydrates it. The same route table, providers and components as in the browser,
 * given what the browser's first render will have: the prompt (the page's data block), and the session
 * only when the request had no session cookie (signed out). The browser-only rest (the visitor's values,
 * the theme) renders as on a first visit and updates after hydration.
 */
export async function renderSharedView(data: EmbeddedSharedPrompt): Promise<string> {
  const context = await handler.query(new Request(`http://localhost/shared/${encodeURIComponent(data.shareId)}`));
  if (context instanceof Response) throw new Error(`the shared view's routes answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`the shared view's routes failed: ${JSON.stringify(context.errors)}`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.shared(data.shareId), data.prompt);
  if (data.signedOut) queryClient.setQueryData<ClientSession>(sessionQueryKey, { user: null });
  return renderToString(
    <StrictMode>
      <AppProviders client={queryClient}>
        {/* No hydration script: the CSP allows no inline script, and the page has no loader data to pass. */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
