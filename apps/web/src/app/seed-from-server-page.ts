import type { QueryClient } from '@tanstack/react-query';
import { readEmbeddedData } from '../features/shared-view/api/use-shared-prompt';
import { sessionQueryKey, type ClientSession } from '../lib/session';

/**
 * Before hydrating a page the server rendered: what the server knew when it drew it. A request without a
 * session cookie is a signed-out visitor's, drawn with the sign-up and sign-in buttons; the session starts
 * as signed out here too, so the first render matches, and is asked again at once (stale from the start)
 * in case another tab signed in meanwhile. With a cookie the server could not tell, and drew no save area:
 * the session loads as on any page. The prompt itself comes from the same block (use-shared-prompt.ts).
 */
export function seedFromServerPage(queryClient: QueryClient): void {
  if (readEmbeddedData()?.signedOut) queryClient.setQueryData<ClientSession>(sessionQueryKey, { user: null }, { updatedAt: 0 });
}
