import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appQueryClient } from './app/app-query-client';
import { keepEarlyPresses } from './app/early-presses';
import { AppProviders } from './app/providers';
import { loadMatchedRoutes } from './app/route-table';
import { AppRouter, createAppRouter } from './app/router';
import { seedFromServerPage } from './app/seed-from-server-page';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Runs once the page is live: after the commit that took it over, and after the updates that commit's effects
 * asked for (a form adopting what was typed early), so a press replayed then sees the page as the visitor left it.
 */
function WhenLive({ then }: { then: () => void }) {
  useEffect(() => {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }, [then]);
  return null;
}

function app(router: ReturnType<typeof createAppRouter>, whenLive?: () => void) {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
      {whenLive && <WhenLive then={whenLive} />}
    </StrictMode>
  );
}

// The server wrote the page into #root (a shared prompt: apps/server/src/routes/shared/page.ts): take it over
// once its route's code is here, with what the server knew when it rendered, so the first render matches it.
// Every other page starts empty: render from scratch.
if (container.firstElementChild) {
  const early = keepEarlyPresses(container);
  seedFromServerPage(appQueryClient);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is taken over.
  // If the route's code cannot be fetched, the router is left to load it (and show its error page if it still
  // cannot): the page never stays drawn but dead.
  void loadMatchedRoutes(window.location.pathname).then(
    () => {
      early.stop();
      startTransition(() => void hydrateRoot(container, app(createAppRouter(), early.replay)));
    },
    () => {
      early.stop();
      createRoot(container).render(app(createAppRouter(), early.replay));
    },
  );
} else {
  createRoot(container).render(app(createAppRouter()));
}
