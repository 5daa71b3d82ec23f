import { queryKeys } from '../lib/query-keys';
import { sessionQueryKey, type ClientSession } from '../lib/session';
import { appQueryClient } from './app-query-client';

/**
 * Installs the service worker (docs/decisions/0021-offline-app.md), loaded on demand once the app has painted,
 * so it adds nothing to the first load. The first time it takes control of this page, the library is read
 * again through it, so what is on screen is also kept for offline use.
 */
export async function registerOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) return;
    // Only a signed-in session is worth keeping: asking again right after Sign Out would replace its marker
    // with a plain signed-out session, and the guard of the page being left would send the visitor to /auth
    // instead of home (seen in a browser test when the first takeover came during a sign-out).
    if (appQueryClient.getQueryData<ClientSession>(sessionQueryKey)?.user) void appQueryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void appQueryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
  });
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
