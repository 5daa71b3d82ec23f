import { useEffect, useState } from 'react';
import { ThemedToaster } from './themed-toaster';

/**
 * The app's toaster, loaded once the first page has painted and the browser is idle, so the first screen
 * waits for none of its code. A toast raised before it mounts is not lost: sonner shows toasts raised
 * before a toaster subscribes.
 */
export function DeferredToaster() {
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout does the same job there.
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIsWanted(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIsWanted(true), 200);
    return () => clearTimeout(id);
  }, []);

  return isWanted ? <ThemedToaster /> : null;
}
