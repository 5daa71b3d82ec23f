import { useIsToasterRequested } from './lazy-toast';
import { ThemedToaster } from './themed-toaster';

/**
 * The toaster of a page that rarely toasts (the landing page's own entry): sonner loads with the first
 * toast raised through lazy-toast.ts, not with the page. sonner replays toasts raised before it mounts.
 */
export function OnDemandToaster() {
  return useIsToasterRequested() ? <ThemedToaster /> : null;
}
