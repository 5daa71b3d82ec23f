import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message';

let loaded: Toast | null = null;
let loading: Promise<Toast> | null = null;

function loadSonner(): Promise<Toast> {
  loading ??= import('sonner').then(({ toast }) => (loaded = toast));
  return loading;
}

/** Calls sonner at once when it is here, else as soon as it has loaded; sonner shows toasts raised before its toaster mounts. */
function forward(method?: Method) {
  return (...args: Parameters<Toast>) => {
    const raise = (toast: Toast) => (method ? toast[method](...args) : toast(...args));
    if (loaded) raise(loaded);
    else void loadSonner().then(raise);
  };
}

/**
 * sonner's toast, loaded with the first toast or the app's deferred toaster, whichever comes first: no page waits
 * for sonner's code before it can paint (docs/decisions/0021-offline-app.md, "Bundle size"). Raising a toast is
 * all the app does with it; the toast's id is not returned.
 */
export const toast = Object.assign(forward(), {
  success: forward('success'),
  error: forward('error'),
  info: forward('info'),
  warning: forward('warning'),
  message: forward('message'),
});
