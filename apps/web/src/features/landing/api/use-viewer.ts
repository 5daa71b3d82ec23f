import type { SessionResponse, SessionUser } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { sessionAddress } from '@promptnest/core/addresses';
import { apiRequest, routeUrl } from '../../../lib/api-client';

/**
 * GET /api/auth/session with plain fetch: the landing page's own entry has no query library. The signed-in
 * user, null for a visitor (or when the session cannot be read), undefined until the answer comes.
 * By the route's address alone (core's `addresses`), not its declaration: a declaration carries its zod
 * schemas, and the landing page's entry loads no zod.
 */
export function useViewer(): SessionUser | null | undefined {
  const [viewer, setViewer] = useState<SessionUser | null>();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<SessionResponse>('GET', routeUrl(sessionAddress, {}), { signal: controller.signal }).then(
      (session) => setViewer(session.user ?? null),
      () => {
        // An unreadable session shows the visitor's prices; a cancelled request (unmounted) shows nothing.
        if (!controller.signal.aborted) setViewer(null);
      },
    );
    return () => controller.abort();
  }, []);

  return viewer;
}
