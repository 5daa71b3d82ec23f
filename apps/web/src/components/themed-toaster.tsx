import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** sonner's toaster, its code loaded when this first mounts, its colours following the theme toggle. */
export function ThemedToaster() {
  const theme = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        theme={theme}
        position="bottom-right"
        // 40 px close, action (Undo) and cancel buttons on touch screens (WCAG 2.2 target size). Marked important: sonner's own
        // stylesheet is not in a cascade layer, so plain utilities would lose to it.
        toastOptions={{
          classNames: {
            closeButton: 'pointer-coarse:size-10! max-sm:size-10!',
            actionButton: 'pointer-coarse:min-h-10! max-sm:min-h-10! pointer-coarse:px-3! max-sm:px-3!',
            cancelButton: 'pointer-coarse:min-h-10! max-sm:min-h-10!',
          },
        }}
      />
    </Suspense>
  );
}
