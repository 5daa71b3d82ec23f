import { AppError, billingRoutes as r, localCheckoutIdSchema } from '@promptnest/core';
import { createMiddleware } from 'hono/factory';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import { readSubscriptionStatus } from '../../billing/live-subscription.js';
import { handleStripeWebhook } from '../../billing/stripe-webhook.js';
import type { AppEnv } from '../../context/app-env.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { cancelLocalCheckout, changeLocalSubscription, completeLocalCheckout, getLocalCheckout } from '../../services/billing/local-billing.js';
import { cancelSubscription, openPortal, refreshSubscription } from '../../services/billing/manage-subscription.js';
import { offeredIntervals, startCheckout } from '../../services/billing/start-checkout.js';

/** BILLING=off: no checkout, portal or local billing page; plans come only from an administrator's grant. */
const requireBilling = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('deps').config.billing.provider === 'off') throw new AppError('BILLING_OFF');
  await next();
});

/** The local provider's pages exist only while Stripe is not configured. */
const requireLocalBilling = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('deps').stripe) throw new AppError('NOT_FOUND');
  await next();
});

const signedIn = [requireApprovedUser];
const paying = [requireApprovedUser, requireBilling];
const local = [requireApprovedUser, requireBilling, requireLocalBilling];

/** A malformed id is answered like an unknown one. */
function checkoutId(id: string): string {
  const parsed = localCheckoutIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/** Spec §7 check-subscription, create-checkout, customer-portal; Danger Zone cancel; the built-in local provider. */
export const billingRoutes = createRouter()
  // Public: the pricing section shows the Monthly/Annual switch to visitors too.
  .openapi(r.listIntervals, (c) => c.json({ intervals: offeredIntervals(c.get('deps')) }, 200))
  // Stripe calls this without a session; the signature over the raw body is the authentication.
  .openapi(r.stripeWebhook, async (c) => {
    const { stripe, db, log } = c.get('deps');
    if (!stripe) throw new AppError('NOT_FOUND');
    const outcome = await handleStripeWebhook({ db, stripe, log }, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true as const, outcome }, 200);
  })
  .openapi(withMiddleware(r.getSubscription, signedIn), async (c) => c.json(await readSubscriptionStatus(c.get('deps').db, currentUser(c).id), 200))
  .openapi(withMiddleware(r.refreshSubscription, signedIn), async (c) => c.json(await refreshSubscription(c.get('deps'), currentUser(c)), 200))
  .openapi(withMiddleware(r.startCheckout, paying), async (c) => c.json({ url: await startCheckout(c.get('deps'), currentUser(c), c.req.valid('json')) }, 200))
  .openapi(withMiddleware(r.openPortal, paying), async (c) => c.json({ url: await openPortal(c.get('deps'), currentUser(c)) }, 200))
  .openapi(withMiddleware(r.cancelSubscription, signedIn), async (c) => c.json(await cancelSubscription(c.get('deps'), currentUser(c)), 200))
  .openapi(withMiddleware(r.getLocalCheckout, local), async (c) => c.json(await getLocalCheckout(c.get('deps').db, currentUser(c), checkoutId(c.req.valid('param').checkoutId)), 200))
  .openapi(withMiddleware(r.completeLocalCheckout, local), async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ url: await completeLocalCheckout(db, config.appUrl, currentUser(c), checkoutId(c.req.valid('param').checkoutId)) }, 200);
  })
  .openapi(withMiddleware(r.cancelLocalCheckout, local), async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ url: await cancelLocalCheckout(db, config.appUrl, currentUser(c), checkoutId(c.req.valid('param').checkoutId)) }, 200);
  })
  .openapi(withMiddleware(r.resumeLocalSubscription, local), async (c) => c.json(await changeLocalSubscription(c.get('deps').db, currentUser(c), { resume: true }), 200))
  .openapi(withMiddleware(r.switchLocalPlan, local), async (c) => c.json(await changeLocalSubscription(c.get('deps').db, currentUser(c), { plan: c.req.valid('json').plan }), 200));
