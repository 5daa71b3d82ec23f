import type { BillingInterval, BillingIntervalsResponse } from '@promptnest/core';
import { useEffect, useState } from 'react';
import { api } from '../lib/api-client';

const bothIntervals: BillingInterval[] = ['month', 'year'];

/**
 * GET /api/billing/intervals with plain fetch (the landing page has no query library): which billing periods
 * checkout offers. Both until the server answers, as most servers offer both; a server whose Stripe has no
 * annual prices answers monthly only, and the Monthly/Annual switch goes away.
 */
export function useBillingIntervals(): BillingInterval[] {
  const [intervals, setIntervals] = useState(bothIntervals);

  useEffect(() => {
    const controller = new AbortController();
    api.get<BillingIntervalsResponse>('/api/billing/intervals', { signal: controller.signal }).then(
      (answer) => setIntervals(answer.intervals),
      () => undefined, // unknown: keep offering both; the checkout itself refuses what is not available
    );
    return () => controller.abort();
  }, []);

  return intervals;
}
