import { billingRoutes, type CheckoutRequest } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { billingToasts, toastBillingError } from './billing-toasts';

/**
 * POST /api/billing/checkout, then on to the checkout page it answers with (Stripe's, or our built-in
 * one) in the same tab. The page is left on success, so nothing here needs refreshing.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) => call(billingRoutes.startCheckout, { body: request }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastBillingError(error, billingToasts.checkoutFailed),
  });
}
