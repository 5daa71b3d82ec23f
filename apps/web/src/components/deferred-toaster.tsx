import { lazy, Suspense, useEffect, useState } from 'react';
import { useTheme } from '../lib/theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * sonner's toaster, loaded once the first page has painted and the browser is idle, so the first screen
 * waits for none of its code. A toast raised before it mounts is not lost: sonner shows toasts raised
 * before a toaster subscribes. Colours follow the theme toggle.
 */
export function DeferredToaster() {
  const theme = useTheme();
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

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton theme={theme} position="bottom-right" />
    </Suspense>
  );
}
