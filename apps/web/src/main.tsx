import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appQueryClient } from './app/app-query-client';
import { AppProviders } from './app/providers';
import { loadMatchedRoutes } from './app/route-table';
import { AppRouter, createAppRouter } from './app/router';
import { seedFromServerPage } from './app/seed-from-server-page';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}

// The server wrote the page into #root (a shared prompt: apps/server/src/routes/shared/page.ts): take it over
// once its route's code is here, with what the server knew when it rendered, so the first render matches it.
// Every other page starts empty: render from scratch.
if (container.firstElementChild) {
  seedFromServerPage(appQueryClient);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is taken over.
  // If the route's code cannot be fetched, the router is left to load it (and show its error page if it still
  // cannot): the page never stays drawn but dead.
  void loadMatchedRoutes(window.location.pathname).then(
    () => startTransition(() => void hydrateRoot(container, app(createAppRouter()))),
    () => createRoot(container).render(app(createAppRouter())),
  );
} else {
  createRoot(container).render(app(createAppRouter()));
}
