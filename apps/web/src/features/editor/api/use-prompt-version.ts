import { versionRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/prompts/:id/versions/:versionId: the whole text of one version. */
export function usePromptVersion(id: string, versionId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.prompts.version(id, versionId ?? ''),
    queryFn: () => call(versionRoutes.getPromptVersion, { params: { id, versionId: versionId ?? '' } }),
    enabled: versionId !== undefined,
    // A version never changes, except the open autosave session's, which a save refreshes.
    staleTime: 60_000,
  });
}
