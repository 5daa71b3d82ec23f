import { billingRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { billingToasts, toastBillingError } from './billing-toasts';

/** POST /api/billing/portal, then on to the portal (Stripe's, or our built-in one) in the same tab. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => call(billingRoutes.openPortal),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastBillingError(error, billingToasts.portalFailed),
  });
}
