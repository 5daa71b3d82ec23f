import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** sonner's toaster, its code loaded when this first mounts, its colours following the theme toggle. */
export function ThemedToaster() {
  const theme = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton theme={theme} position="bottom-right" />
    </Suspense>
  );
}
