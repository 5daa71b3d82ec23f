import type { UsageResponse } from '@promptnest/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const usageQueryOptions = queryOptions({
  queryKey: queryKeys.prompts.usage(),
  queryFn: ({ signal }) => api.get<UsageResponse>('/api/usage', { signal }),
});

/** The plan and how many prompts and templates it allows (limit null: unlimited). Refreshed with every prompt change. */
export function useUsage() {
  return useQuery(usageQueryOptions);
}
