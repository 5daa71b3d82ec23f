import { versionRoutes } from '@promptnest/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/v1/prompts/:id/versions/:versionId/restore: the version becomes current, as a new version. */
export function useRestorePromptVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => call(versionRoutes.restorePromptVersion, { params: { id, versionId } }),
    onSuccess: (prompt) => {
      queryClient.setQueryData(queryKeys.prompts.detail(id), prompt);
      return queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all });
    },
  });
}
