import { z } from 'zod';
import {
  billingIntervalsResponseSchema,
  checkoutRequestSchema,
  localCheckoutViewSchema,
  redirectResponseSchema,
  subscriptionStatusSchema,
  switchPlanRequestSchema,
} from '../billing.js';
import { billingIntervalsAddress, billingPortalAddress, checkoutAddress, subscriptionAddress } from './addresses.js';
import { declareRoute, errorBodySchema, errorResponses, jsonBody, jsonContent } from './declare-route.js';

/**
 * Plans and payment (spec §7 check-subscription, create-checkout, customer-portal) and the built-in local
 * provider's pages, for the web app: paths are relative to /api, the session cookie is the way in
 * (docs/decisions/0013-one-route-contract.md).
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 404: notFound, 409: conflict, 413: tooLarge, 415: notJson } = errorResponses;
/** Stripe (or the server's link to it) did not answer. */
export const paymentServiceDown = jsonContent(errorBodySchema, 'The payment service did not answer: try again.');
const sessionOnly = [{ session: [] as string[] }];
const signedIn = { 401: unauthenticated, 403: forbidden } as const;
const withBody = { 400: badRequest, 413: tooLarge, 415: notJson } as const;
const checkoutIdParams = z.object({
  checkoutId: z.string().meta({ param: { name: 'checkoutId', in: 'path' }, description: 'A malformed id is answered 404, like an unknown one.' }),
});
const localOnly = 'Only while Stripe is not configured (404 otherwise); 403 BILLING_OFF when billing is off.';

export const billingRoutes = {
  listIntervals: declareRoute({
    ...billingIntervalsAddress,
    tags: ['Billing'],
    operationId: 'listBillingIntervals',
    summary: 'Billing periods on offer',
    description: 'Public: the pricing section shows the Monthly/Annual switch to visitors too. Annual needs its Stripe prices.',
    security: [],
    responses: { 200: jsonContent(billingIntervalsResponseSchema, 'The periods checkout offers.') },
  }),
  stripeWebhook: declareRoute({
    method: 'post',
    path: '/billing/webhook',
    tags: ['Billing'],
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe\'s events',
    description:
      'Called by Stripe, without a session: the body is Stripe\'s event as JSON, read as raw text, and the `Stripe-Signature` header over it is the authentication. Subscription events update the account\'s plan; a repeated event is answered without effect.',
    security: [],
    responses: {
      200: jsonContent(z.object({ received: z.literal(true), outcome: z.string().meta({ description: 'What the event changed, for the logs.' }) }), 'The event was taken.'),
      400: badRequest,
      404: { ...notFound, description: 'Stripe is not configured on this server.' },
    },
  }),
  getSubscription: declareRoute({
    ...subscriptionAddress,
    tags: ['Billing'],
    operationId: 'getSubscription',
    summary: 'The account\'s subscription',
    security: sessionOnly,
    responses: { 200: jsonContent(subscriptionStatusSchema, 'The plan, its limits and its dates.'), ...signedIn },
  }),
  refreshSubscription: declareRoute({
    method: 'post',
    path: '/billing/refresh',
    tags: ['Billing'],
    operationId: 'refreshSubscription',
    summary: 'Ask the payment service again',
    security: sessionOnly,
    responses: { 200: jsonContent(subscriptionStatusSchema, 'The subscription as it is now.'), ...signedIn, 502: paymentServiceDown },
  }),
  startCheckout: declareRoute({
    ...checkoutAddress,
    tags: ['Billing'],
    operationId: 'startCheckout',
    summary: 'Start a checkout',
    description: 'Answers the checkout page to send the browser to: Stripe\'s, or the built-in one. 403 BILLING_OFF when billing is off.',
    security: sessionOnly,
    request: { body: jsonBody(checkoutRequestSchema) },
    responses: { 200: jsonContent(redirectResponseSchema, 'Where to go to pay.'), ...withBody, ...signedIn, 409: conflict, 502: paymentServiceDown },
  }),
  openPortal: declareRoute({
    ...billingPortalAddress,
    tags: ['Billing'],
    operationId: 'openBillingPortal',
    summary: 'Open the billing portal',
    description: 'Answers the portal to send the browser to: Stripe\'s, or the built-in one. 403 BILLING_OFF when billing is off.',
    security: sessionOnly,
    responses: { 200: jsonContent(redirectResponseSchema, 'Where to manage the subscription.'), ...signedIn, 409: conflict, 502: paymentServiceDown },
  }),
  cancelSubscription: declareRoute({
    method: 'post',
    path: '/billing/cancel',
    tags: ['Billing'],
    operationId: 'cancelSubscription',
    summary: 'Cancel at the end of the period',
    security: sessionOnly,
    responses: { 200: jsonContent(subscriptionStatusSchema, 'The subscription, now ending at its period\'s end.'), ...signedIn, 409: conflict, 502: paymentServiceDown },
  }),
  getLocalCheckout: declareRoute({
    method: 'get',
    path: '/billing/local/checkouts/{checkoutId}',
    tags: ['Billing'],
    operationId: 'getLocalCheckout',
    summary: 'A built-in checkout',
    description: localOnly,
    security: sessionOnly,
    request: { params: checkoutIdParams },
    responses: { 200: jsonContent(localCheckoutViewSchema, 'Its plan, period, e-mail and state.'), ...signedIn, 404: notFound },
  }),
  completeLocalCheckout: declareRoute({
    method: 'post',
    path: '/billing/local/checkouts/{checkoutId}/complete',
    tags: ['Billing'],
    operationId: 'completeLocalCheckout',
    summary: 'Complete a built-in checkout',
    description: `The plan starts now, without a card. ${localOnly}`,
    security: sessionOnly,
    request: { params: checkoutIdParams },
    responses: { 200: jsonContent(redirectResponseSchema, 'Where to go next: the account page.'), ...signedIn, 404: notFound, 409: conflict },
  }),
  cancelLocalCheckout: declareRoute({
    method: 'post',
    path: '/billing/local/checkouts/{checkoutId}/cancel',
    tags: ['Billing'],
    operationId: 'cancelLocalCheckout',
    summary: 'Abandon a built-in checkout',
    description: localOnly,
    security: sessionOnly,
    request: { params: checkoutIdParams },
    responses: { 200: jsonContent(redirectResponseSchema, 'Where to go next: the account page.'), ...signedIn, 404: notFound },
  }),
  resumeLocalSubscription: declareRoute({
    method: 'post',
    path: '/billing/local/portal/resume',
    tags: ['Billing'],
    operationId: 'resumeLocalSubscription',
    summary: 'Undo a cancellation (built-in portal)',
    description: localOnly,
    security: sessionOnly,
    responses: { 200: jsonContent(subscriptionStatusSchema, 'The subscription, renewing again.'), ...signedIn, 404: notFound, 409: conflict },
  }),
  switchLocalPlan: declareRoute({
    method: 'post',
    path: '/billing/local/portal/switch',
    tags: ['Billing'],
    operationId: 'switchLocalPlan',
    summary: 'Switch between Pro and Max (built-in portal)',
    description: localOnly,
    security: sessionOnly,
    request: { body: jsonBody(switchPlanRequestSchema) },
    responses: { 200: jsonContent(subscriptionStatusSchema, 'The subscription on its new plan.'), ...withBody, ...signedIn, 404: notFound, 409: conflict },
  }),
};
