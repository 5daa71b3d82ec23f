import { useSyncExternalStore } from 'react';

/*
 * Light or dark. With nothing picked, the page follows the system (the CSS reads prefers-color-scheme);
 * a pick is stored and pins <html data-theme>. /theme.js (public/) pins the stored pick before the first
 * paint, since our CSP allows no inline script: keep its storage key and values in step with these.
 */

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'promptnest-theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function asTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

function systemTheme(): Theme {
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** The theme the page shows now: the pinned one, else the system's. */
export function currentTheme(): Theme {
  return asTheme(document.documentElement.dataset.theme) ?? systemTheme();
}

function pin(theme: Theme | null): void {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  listeners.forEach((listener) => listener());
}

/**
 * Shows `theme`. Picking the system's own theme forgets the pick, so the page follows the system again
 * from then on: the toggle needs no third "system" state.
 */
export function setTheme(theme: Theme): void {
  const pinned = theme === systemTheme() ? null : theme;
  try {
    if (pinned) localStorage.setItem(STORAGE_KEY, pinned);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage is off (some privacy modes): the pick lasts for this page only.
  }
  pin(pinned);
}

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  // Another tab changed the pick: show the same here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) pin(asTheme(event.newValue));
  };
  listeners.add(listener);
  media.addEventListener('change', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The theme shown, kept current when the toggle, the system or another tab changes it. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
