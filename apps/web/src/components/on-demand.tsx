import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (a dialog whose code loads lazily) from the first moment `when` is true, and keeps it
 * mounted after, so it can close with its animation and give focus back. Until then it costs the page
 * nothing: Radix's dialog code is fetched on the first opening (docs/decisions/0021-offline-app.md,
 * "Bundle size").
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [hasBeenWanted, setHasBeenWanted] = useState(when);
  if (when && !hasBeenWanted) setHasBeenWanted(true);
  return hasBeenWanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
