import { libraryExtrasRoutes, SHARED_PROMPT_DATA_ID, type EmbeddedSharedPrompt, type SharedPrompt } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The data block the server embedded in the page it answered /shared/{id} with
 * (apps/server/src/routes/shared/shared-prompt-data.ts), if any. Never on the server's own render, which is
 * given the prompt in its query client instead.
 */
export function readEmbeddedData(): EmbeddedSharedPrompt | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SHARED_PROMPT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as EmbeddedSharedPrompt;
  } catch {
    return undefined;
  }
}

/** The embedded prompt, when it is this link's: the page shows it at once instead of asking the API again. */
function readEmbeddedPrompt(shareId: string): SharedPrompt | undefined {
  const data = readEmbeddedData();
  return data?.shareId === shareId ? data.prompt : undefined;
}

/** GET /api/shared/:shareId (public). 404 when the link never existed or was unshared. */
export function useSharedPrompt(shareId: string) {
  return useQuery({
    queryKey: queryKeys.shared(shareId),
    queryFn: ({ signal }) => call(libraryExtrasRoutes.getSharedPrompt, { params: { shareId } }, { signal }),
    // As fresh as the page's own response: asked again once stale, like any query.
    initialData: () => readEmbeddedPrompt(shareId),
    initialDataUpdatedAt: performance.timeOrigin,
  });
}
