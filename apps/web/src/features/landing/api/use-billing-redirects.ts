import type { BillingInterval, PaidPlan, RedirectResponse } from '@promptnest/core';
import { useState } from 'react';
import { requestToaster } from '../../../components/lazy-toast';
import { api } from '../../../lib/api-client';

/** A POST that answers a page to go to (checkout, portal), in the shape of a mutation: pending and its argument. */
interface RedirectingPost<T> {
  isPending: boolean;
  variables: T | undefined;
  mutate: (argument: T) => void;
}

type Failure = 'checkoutFailed' | 'portalFailed';

/** The server's words when it refused on purpose, else the spec's; sonner loads only now, on failure. */
async function toastFailure(error: unknown, failure: Failure): Promise<void> {
  requestToaster();
  const { billingToasts, toastBillingError } = await import('../../../components/billing-toasts');
  toastBillingError(error, billingToasts[failure]);
}

function useRedirectingPost<T>(send: (argument: T) => Promise<RedirectResponse>, failure: Failure): RedirectingPost<T> {
  const [pending, setPending] = useState<{ argument: T } | null>(null);

  async function run(argument: T) {
    setPending({ argument });
    try {
      const { url } = await send(argument);
      window.location.assign(url);
    } catch (error) {
      await toastFailure(error, failure);
    } finally {
      // Usable again once the navigation has started too: Back may restore this very page from the cache.
      setPending(null);
    }
  }

  return { isPending: pending !== null, variables: pending?.argument, mutate: (argument) => void run(argument) };
}

/** POST /api/billing/checkout, then on to the checkout page it answers with, in the same tab. */
export function useCheckoutRedirect(): RedirectingPost<{ plan: PaidPlan; interval: BillingInterval }> {
  return useRedirectingPost((request) => api.post<RedirectResponse>('/api/billing/checkout', request), 'checkoutFailed');
}

/** POST /api/billing/portal, then on to the portal, in the same tab. */
export function usePortalRedirect(): RedirectingPost<void> {
  return useRedirectingPost(() => api.post<RedirectResponse>('/api/billing/portal'), 'portalFailed');
}
