/*
 * The service worker keeps the signed-in account's library in a cache named after the session that wrote it
 * (src/service-worker/library-cache.ts; docs/decisions/0021-offline-app.md), and drops it once that session is
 * gone. The page also deletes it whenever the session changes hands here (sign-in, sign-out, account
 * deletion), without waiting for the worker.
 */
export const LIBRARY_CACHE_PREFIX = 'promptnest-library-';
/** The message that asks the worker to forget too, after any answer it is still filing. */
export const CLEAR_LIBRARY_MESSAGE = 'promptnest:clear-library';

/** Forgets every account's offline library in this browser. */
export async function clearOfflineLibrary(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage(CLEAR_LIBRARY_MESSAGE);
  const names = (await caches.keys()).filter((name) => name.startsWith(LIBRARY_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}
