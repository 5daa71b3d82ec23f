import { lazy, Suspense, useRef, useState } from 'react';
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts';
import type { OpenDialog } from './palette-dialogs';

// Fetched on the first Ctrl/Cmd+K or `?`: the palette adds nothing to the app's first load but this file.
const PaletteDialogs = lazy(() => import('./palette-dialogs'));

/**
 * Listens for the app's global shortcuts and shows the command palette or the shortcuts dialog. Each is
 * mounted only while open, so the palette starts empty every time.
 */
export function CommandPaletteHost() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const returnFocusTo = useRef<Element | null>(null);

  function show(dialog: OpenDialog) {
    if (open === null) returnFocusTo.current = document.activeElement;
    setOpen(dialog);
    // Focus goes back where it was (a Radix dialog without a trigger would leave it on the page's body),
    // unless the palette moved to another page in the meantime. Radix lets go of focus once its closing has
    // run, which can come after the next task (a copy's toast loads then), so this looks again a moment later.
    if (dialog === null) {
      const target = returnFocusTo.current;
      const restore = () => {
        const isFocusLost = document.activeElement === null || document.activeElement === document.body;
        if (isFocusLost && target instanceof HTMLElement && target.isConnected) target.focus();
      };
      setTimeout(restore);
      setTimeout(restore, 150);
    }
  }

  useGlobalShortcuts({ onPalette: () => show('palette'), onShortcuts: () => open === null && show('shortcuts') });
  return <Suspense fallback={null}>{open && <PaletteDialogs open={open} onOpen={show} />}</Suspense>;
}
