import { queryKeys } from '../lib/query-keys';
import { sessionQueryKey } from '../lib/session';
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
    void appQueryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void appQueryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
  });
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
