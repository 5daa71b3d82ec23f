import type { SubscriptionStatus } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { fetchSubscription } from '../../../components/fetch-subscription';

/**
 * The signed-in, approved user's subscription for the pricing buttons, read once with plain fetch (the
 * landing page's own entry has no query library). Undefined until known.
 */
export function useLandingSubscription(): SubscriptionStatus | undefined {
  const [status, setStatus] = useState<SubscriptionStatus>();

  useEffect(() => {
    const controller = new AbortController();
    // fetchSubscription answers 'unsubscribed' on failure (spec §8) and rejects only when cancelled.
    fetchSubscription(controller.signal).then(setStatus, () => {});
    return () => controller.abort();
  }, []);

  return status;
}
