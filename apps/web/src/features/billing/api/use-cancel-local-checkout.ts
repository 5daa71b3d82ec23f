import { billingRoutes } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST …/cancel: the checkout is abandoned; the answer says where to go (the account page). */
export function useCancelLocalCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: () => call(billingRoutes.cancelLocalCheckout, { params: { checkoutId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
