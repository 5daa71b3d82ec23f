import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from then on (and from the
 * start on a page the browser renders itself). What only the browser can read waits for it, so the first
 * render in the browser is the server's.
 */
export function useCanReadBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
