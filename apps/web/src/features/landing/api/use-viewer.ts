import type { SessionResponse, SessionUser } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/**
 * GET /api/auth/session with plain fetch: the landing page's own entry has no query library. The signed-in
 * user, null for a visitor (or when the session cannot be read), undefined until the answer comes.
 */
export function useViewer(): SessionUser | null | undefined {
  const [viewer, setViewer] = useState<SessionUser | null>();

  useEffect(() => {
    const controller = new AbortController();
    api.get<SessionResponse>('/api/auth/session', { signal: controller.signal }).then(
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
