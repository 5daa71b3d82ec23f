import { useEffect, useEffectEvent } from 'react';

/** Ctrl+S (Cmd+S on a Mac) calls onSave instead of the browser's "Save page". */
export function useSaveShortcut(onSave: () => void) {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (!event.repeat) onSave();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
