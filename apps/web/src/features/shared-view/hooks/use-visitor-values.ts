import { useState } from 'react';

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
 * so coming back to the link finds the form as they left it.
 */
export function useVisitorValues(shareId: string) {
  const [initialValues] = useState(() => readStored(shareId));
  return {
    initialValues,
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
