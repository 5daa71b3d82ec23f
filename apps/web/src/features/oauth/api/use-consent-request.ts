import { oauthRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call, isClientError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/oauth/consent: which client asks, for what (read, or read and write), and where the code goes. */
export function useConsentRequest(clientId: string, scope: string | undefined, redirectUri: string) {
  return useQuery({
    queryKey: queryKeys.consentRequest(clientId, scope, redirectUri),
    queryFn: ({ signal }) => call(oauthRoutes.getConsentRequest, { query: { client_id: clientId, scope, redirect_uri: redirectUri } }, { signal }),
    // An unknown client or a refused account stays so; only outages are worth asking again.
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
