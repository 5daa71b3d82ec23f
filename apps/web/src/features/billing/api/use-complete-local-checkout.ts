import { billingRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST …/complete: the test purchase goes through; the answer says where to go (the account page). */
export function useCompleteLocalCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: () => call(billingRoutes.completeLocalCheckout, { params: { checkoutId } }),
    // A full page load: the app starts again with the new plan, as after a real provider's checkout.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
