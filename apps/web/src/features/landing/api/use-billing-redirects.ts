import type { BillingInterval, PaidPlan, RedirectResponse } from '@promptnest/core';
import { billingPortalAddress, checkoutAddress } from '@promptnest/core/addresses';
import { useState } from 'react';
import { requestToaster } from '../../../components/lazy-toast';
import { apiRequest, routeUrl } from '../../../lib/api-client';

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

/**
 * POST /api/billing/checkout, then on to the checkout page it answers with, in the same tab. Checkout and portal
 * go by the route's address alone (core's `addresses`): the landing page loads no zod.
 */
export function useCheckoutRedirect(): RedirectingPost<{ plan: PaidPlan; interval: BillingInterval }> {
  return useRedirectingPost((request) => apiRequest<RedirectResponse>('POST', routeUrl(checkoutAddress, {}), { body: request }), 'checkoutFailed');
}

/** POST /api/billing/portal, then on to the portal, in the same tab. */
export function usePortalRedirect(): RedirectingPost<void> {
  return useRedirectingPost(() => apiRequest<RedirectResponse>('POST', routeUrl(billingPortalAddress, {}), { body: {} }), 'portalFailed');
}
