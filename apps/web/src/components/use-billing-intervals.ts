import type { BillingInterval, BillingIntervalsResponse } from '@promptnest/core';
import { billingIntervalsAddress } from '@promptnest/core/addresses';
import { useEffect, useState } from 'react';
import { apiRequest, routeUrl } from '../lib/api-client';

const bothIntervals: BillingInterval[] = ['month', 'year'];

/**
 * GET /api/billing/intervals with plain fetch (the landing page has no query library): which billing periods
 * checkout offers. Both until the server answers, as most servers offer both; a server whose Stripe has no
 * annual prices answers monthly only, and the Monthly/Annual switch goes away. By the route's address alone
 * (core's `addresses`): the landing page's entry loads no zod, which a declaration would bring.
 */
export function useBillingIntervals(): BillingInterval[] {
  const [intervals, setIntervals] = useState(bothIntervals);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<BillingIntervalsResponse>('GET', routeUrl(billingIntervalsAddress, {}), { signal: controller.signal }).then(
      (answer) => setIntervals(answer.intervals),
      () => undefined, // unknown: keep offering both; the checkout itself refuses what is not available
    );
    return () => controller.abort();
  }, []);

  return intervals;
}
