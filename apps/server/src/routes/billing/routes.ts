import { AppError, type BillingIntervalsResponse, checkoutRequestSchema, localCheckoutIdSchema, switchPlanRequestSchema } from '@promptnest/core';
import { Hono, type Context } from 'hono';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import { readSubscriptionStatus } from '../../billing/live-subscription.js';
import { handleStripeWebhook } from '../../billing/stripe-webhook.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/json-body.js';
import { cancelLocalCheckout, changeLocalSubscription, completeLocalCheckout, getLocalCheckout } from '../../services/billing/local-billing.js';
import { cancelSubscription, openPortal, refreshSubscription } from '../../services/billing/manage-subscription.js';
import { offeredIntervals, startCheckout } from '../../services/billing/start-checkout.js';

/** The local provider's pages exist only while Stripe is not configured. */
const requireLocalBilling = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (c.get('deps').stripe) throw new AppError('NOT_FOUND');
  await next();
};

/** BILLING=off: no checkout, portal or local billing page; plans come only from an administrator's grant. */
const requireBilling = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (c.get('deps').config.billing.provider === 'off') throw new AppError('BILLING_OFF');
  await next();
};

/** A malformed id is answered like an unknown one. */
function checkoutId(c: Context<AppEnv>): string {
  const parsed = localCheckoutIdSchema.safeParse(c.req.param('checkoutId'));
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/** Spec §7 check-subscription, create-checkout, customer-portal; Danger Zone cancel; the built-in local provider. */
const accountBilling = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .get('/subscription', async (c) => c.json(await readSubscriptionStatus(c.get('deps').db, currentUser(c).id)))
  .post('/refresh', async (c) => c.json(await refreshSubscription(c.get('deps'), currentUser(c))))
  .use('/checkout', requireBilling)
  .use('/portal', requireBilling)
  .use('/local/*', requireBilling)
  .post('/checkout', async (c) => {
    const request = await readJson(c, checkoutRequestSchema);
    return c.json({ url: await startCheckout(c.get('deps'), currentUser(c), request) });
  })
  .post('/portal', async (c) => c.json({ url: await openPortal(c.get('deps'), currentUser(c)) }))
  .post('/cancel', async (c) => c.json(await cancelSubscription(c.get('deps'), currentUser(c))))
  .use('/local/*', requireLocalBilling)
  .get('/local/checkouts/:checkoutId', async (c) => c.json(await getLocalCheckout(c.get('deps').db, currentUser(c), checkoutId(c))))
  .post('/local/checkouts/:checkoutId/complete', async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ url: await completeLocalCheckout(db, config.appUrl, currentUser(c), checkoutId(c)) });
  })
  .post('/local/checkouts/:checkoutId/cancel', async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ url: await cancelLocalCheckout(db, config.appUrl, currentUser(c), checkoutId(c)) });
  })
  .post('/local/portal/resume', async (c) => c.json(await changeLocalSubscription(c.get('deps').db, currentUser(c), { resume: true })))
  .post('/local/portal/switch', async (c) => {
    const { plan } = await readJson(c, switchPlanRequestSchema);
    return c.json(await changeLocalSubscription(c.get('deps').db, currentUser(c), { plan }));
  });

export const billingRoutes = new Hono<AppEnv>()
  // Public: the pricing section shows the Monthly/Annual switch to visitors too.
  .get('/intervals', (c) => c.json<BillingIntervalsResponse>({ intervals: offeredIntervals(c.get('deps')) }))
  // Stripe calls this without a session; the signature over the raw body is the authentication.
  .post('/webhook', async (c) => {
    const { stripe, db, log } = c.get('deps');
    if (!stripe) throw new AppError('NOT_FOUND');
    const outcome = await handleStripeWebhook({ db, stripe, log }, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  })
  .route('/', accountBilling);
