import type Stripe from 'stripe';
import type { Database, Queryable } from '../db/connect.js';
import { billingEvents } from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { applyStripeSubscription, rememberCustomer, type ApplyResult } from './apply-stripe-subscription.js';
import type { StripeGateway } from './stripe-gateway.js';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

export type WebhookOutcome = ApplyResult | 'duplicate' | 'ignored' | 'customer-linked';

/**
 * POST /api/billing/webhook: the signature is checked on the raw body (300 s tolerance), then the event
 * is recorded and applied in one transaction, so an event id is processed once: a redelivery finds it
 * recorded, and a failure leaves it unrecorded for Stripe to retry.
 */
export async function handleStripeWebhook(
  deps: { db: Database; stripe: StripeGateway; log: Logger },
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = deps.stripe.verifyEvent(rawBody, signature);
  const outcome = await deps.db.transaction(async (tx) => {
    const recorded = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (recorded.length === 0) return 'duplicate' as const;
    return applyEvent(tx, deps.stripe, event);
  });
  deps.log.info('stripe webhook', { eventId: event.id, type: event.type, outcome });
  return outcome;
}

async function applyEvent(tx: Queryable, stripe: StripeGateway, event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
    await rememberCustomer(tx, session.client_reference_id, customer);
    return 'customer-linked';
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return applyStripeSubscription(tx, stripe.prices, event.data.object as Stripe.Subscription, new Date(event.created * 1000));
  }
  return 'ignored';
}
