import { billingMessages } from '@promptnest/core';
import { toast } from '../lib/toast';
import { isClientError } from '../lib/api-client';

/** Spec §8 "Subscription and account errors" as toasts, and the few billing toasts the spec leaves to us. */
export const billingToasts = {
  checkoutFailed: { title: 'Error', description: billingMessages.startCheckoutFailed },
  portalFailed: { title: 'Error', description: billingMessages.openPortalFailed },
  subscriptionActive: { title: 'Subscription active', description: 'Your new plan is ready to use.' },
  checkoutCancelled: { title: 'Checkout cancelled', description: 'Your plan has not changed.' },
  subscriptionCancelled: 'Subscription cancelled',
  subscriptionResumed: 'Subscription resumed',
} as const;

/**
 * A failed billing call: the server's own words when it refused on purpose (already subscribed, nothing to
 * manage…), else the spec's generic text for the action.
 */
export function toastBillingError(error: unknown, fallback: { title: string; description: string }): void {
  const isRefusal = isClientError(error) && error.code !== 'VALIDATION_FAILED';
  toast.error(fallback.title, { description: isRefusal ? error.message : fallback.description });
}
