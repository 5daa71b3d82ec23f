import { useState } from 'react';
import { useCanReadBrowser } from '../../../lib/use-can-read-browser';

const keyFor = (shareId: string) => `promptnest-values-${shareId}`;

function readStored(shareId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(shareId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * What a visitor last filled into a shared template, kept in their own browser only (never sent anywhere),
 * so coming back to the link finds the form as they left it. `initialValues` is undefined until the browser
 * has read them: the server's page, and the browser's first render over it, show the defaults, and the form
 * then fills the fields still at their defaults (components/template-form.tsx).
 */
export function useVisitorValues(shareId: string) {
  const canRead = useCanReadBrowser();
  const [stored, setStored] = useState<Record<string, string> | null>(() => (canRead ? readStored(shareId) : null));
  // Hydrated just now: read them once (state adjusted while rendering, so no effect runs in between).
  if (canRead && stored === null) setStored(readStored(shareId));
  return {
    initialValues: stored ?? undefined,
    remember(values: Record<string, string>) {
      try {
        localStorage.setItem(keyFor(shareId), JSON.stringify(values));
      } catch {
        // A full or blocked storage only means the values are not kept for next time.
      }
    },
    forget() {
      try {
        localStorage.removeItem(keyFor(shareId));
      } catch {
        // Nothing was kept, then.
      }
    },
  };
}
