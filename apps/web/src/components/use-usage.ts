import { libraryExtrasRoutes } from '@promptnest/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const usageQueryOptions = queryOptions({
  queryKey: queryKeys.prompts.usage(),
  queryFn: ({ signal }) => call(libraryExtrasRoutes.getUsage, {}, { signal }),
});

/** The plan and how many prompts and templates it allows (limit null: unlimited). Refreshed with every prompt change. */
export function useUsage() {
  return useQuery(usageQueryOptions);
}
