import { unsubscribedStatus, type SubscriptionStatus } from '@promptnest/core';
import { api } from '../lib/api-client';

/**
 * GET /api/billing/subscription. Apart from the query in use-subscription.ts so the landing page's own
 * entry, which has no query library, reads the status the same way.
 */
export async function fetchSubscription(signal: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await api.get<SubscriptionStatus>('/api/billing/subscription', { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Spec §8: a failed status check is only logged and resets the status to unsubscribed.
    console.warn('Subscription status check failed', error);
    return unsubscribedStatus;
  }
}
