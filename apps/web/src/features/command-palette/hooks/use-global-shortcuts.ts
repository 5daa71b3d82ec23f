import { useEffect, useEffectEvent } from 'react';

interface GlobalShortcuts {
  onPalette: () => void;
  onShortcuts: () => void;
}

/** True where a typed `?` is text: a field, a text area, an editable block. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+K (⌘K on a Mac) opens the command palette from anywhere in the app, text fields included; `?` shows
 * the shortcuts, except while typing.
 */
export function useGlobalShortcuts({ onPalette, onShortcuts }: GlobalShortcuts) {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      onPalette();
      return;
    }
    if (event.key === '?' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)) {
      event.preventDefault();
      onShortcuts();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
