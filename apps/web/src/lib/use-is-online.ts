import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser has no connection: the library is then read from the offline copy, and editing pauses. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The sentence every paused editing control points to (docs/decisions/0021-offline-app.md). */
export const offlineEditingMessage = 'You are offline. Editing is paused until the connection is back.';
