import { v1Routes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/trash: deleted prompts, newest deleted first. */
export function useTrash() {
  return useQuery({
    queryKey: queryKeys.prompts.trash(),
    queryFn: ({ signal }) => call(v1Routes.listTrash, {}, { signal }),
  });
}
