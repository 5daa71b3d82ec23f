import { useSyncExternalStore } from 'react';

/*
 * Toasts for pages that would rather not load sonner until something is said. The app mounts its toaster
 * after the first paint (deferred-toaster.tsx); the landing page's own entry mounts one only when the
 * first toast is raised (on-demand-toaster.tsx), which is what the request below is for.
 */

let isToasterRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been raised on this page. */
export function useIsToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, () => isToasterRequested, () => false);
}

/** Asks the page's on-demand toaster, where there is one, to mount. */
export function requestToaster(): void {
  if (isToasterRequested) return;
  isToasterRequested = true;
  listeners.forEach((listener) => listener());
}

/** sonner's toast function, loaded on first use, with a toaster on the page to show what it raises. */
export async function loadToast() {
  requestToaster();
  const { toast } = await import('sonner');
  return toast;
}
