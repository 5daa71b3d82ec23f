import { billingRoutes } from '@promptnest/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/billing/local/checkouts/:checkoutId: the built-in checkout's plan, e-mail and state. */
export function useLocalCheckout(checkoutId: string) {
  return useQuery({
    queryKey: queryKeys.billing.localCheckout(checkoutId),
    queryFn: ({ signal }) => call(billingRoutes.getLocalCheckout, { params: { checkoutId } }, { signal }),
    // A checkout changes only by what this page does; no need to ask again on focus.
    staleTime: Infinity,
  });
}
