import type { RedirectResponse } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST …/cancel: the checkout is abandoned; the answer says where to go (the account page). */
export function useCancelLocalCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: () => api.post<RedirectResponse>(`/api/billing/local/checkouts/${encodeURIComponent(checkoutId)}/cancel`),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
