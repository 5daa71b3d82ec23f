import { unsubscribedStatus, type SubscriptionStatus } from '@promptnest/core';
import { subscriptionAddress } from '@promptnest/core/addresses';
import { apiRequest, routeUrl } from '../lib/api-client';

/**
 * GET /api/billing/subscription. Apart from the query in use-subscription.ts so the landing page's own
 * entry, which has no query library, reads the status the same way: by the route's address alone (core's
 * `addresses`), as that entry loads no zod.
 */
export async function fetchSubscription(signal: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await apiRequest<SubscriptionStatus>('GET', routeUrl(subscriptionAddress, {}), { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Spec §8: a failed status check is only logged and resets the status to unsubscribed.
    console.warn('Subscription status check failed', error);
    return unsubscribedStatus;
  }
}
