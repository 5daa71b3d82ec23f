import type { RedirectResponse } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST …/complete: the test purchase goes through; the answer says where to go (the account page). */
export function useCompleteLocalCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: () => api.post<RedirectResponse>(`/api/billing/local/checkouts/${encodeURIComponent(checkoutId)}/complete`),
    // A full page load: the app starts again with the new plan, as after a real provider's checkout.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
