import { oauthRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/connected-apps: the AI tools allowed in with OAuth, newest first (docs/decisions/0015-mcp-oauth.md). */
export function useConnectedApps() {
  return useQuery({
    queryKey: queryKeys.connectedApps.list(),
    queryFn: ({ signal }) => call(oauthRoutes.listConnectedApps, {}, { signal }),
    select: (list) => list.items,
  });
}
