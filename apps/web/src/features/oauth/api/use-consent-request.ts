import { oauthRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call, isClientError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/oauth/consent: which client asks, and for what (read, or read and write). */
export function useConsentRequest(clientId: string, scope: string | undefined) {
  return useQuery({
    queryKey: queryKeys.consentRequest(clientId, scope),
    queryFn: ({ signal }) => call(oauthRoutes.getConsentRequest, { query: { client_id: clientId, scope } }, { signal }),
    // An unknown client or a refused account stays so; only outages are worth asking again.
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
