import { billingTimings, type SubscriptionStatus } from '@promptnest/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { fetchSubscription } from './fetch-subscription';

export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.billing.subscription(),
  queryFn: ({ signal }) => fetchSubscription(signal),
  // Spec §9: re-checked every 60 seconds (a renewal or an expiry elsewhere shows up without a reload).
  refetchInterval: billingTimings.statusRecheckMs,
});

/**
 * The signed-in user's subscription (plan badge, upgrade dialog, account page, landing prices). Asks only
 * for signed-in, approved users: anyone else has no subscription to read.
 */
export function useSubscription() {
  const { data: session } = useSession();
  return useQuery({ ...subscriptionQueryOptions, enabled: session?.user?.approved === true });
}

/**
 * After any billing change: store the answer when there is one, and refresh the status and everything
 * about prompts (the plan decides the limits and which prompts are hidden).
 */
export async function refreshAfterBillingChange(queryClient: QueryClient, status?: SubscriptionStatus): Promise<void> {
  if (status) queryClient.setQueryData(queryKeys.billing.subscription(), status);
  await Promise.all([
    // The answer is the fresh status already; asking again would only repeat it.
    status ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all }),
  ]);
}
