import { AppError, type BillingInterval, type PaidPlan } from '@promptnest/core';
import Stripe from 'stripe';
import type { BillingConfig, StripePrices } from '../config.js';
import type { Logger } from '../logger.js';

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>;

/** Stripe's default tolerance for webhook timestamps, which the issue asks for explicitly. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The few Stripe calls PromptNest makes. A failed call becomes BILLING_UNAVAILABLE (502), never a 500. */
export interface StripeGateway {
  prices: StripePrices;
  createCheckoutUrl(input: {
    userId: string;
    email: string;
    customerId: string | null;
    plan: PaidPlan;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  createPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<Stripe.Subscription>;
  cancelNow(subscriptionId: string): Promise<void>;
  latestSubscription(customerId: string): Promise<Stripe.Subscription | null>;
  /** Verifies the signature over the raw body; throws WEBHOOK_SIGNATURE_INVALID. */
  verifyEvent(rawBody: string, signature: string | undefined): Stripe.Event;
}

/** The price a checkout charges; annual only when its prices are configured (checkout refuses it otherwise). */
function priceOf(prices: StripePrices, plan: PaidPlan, interval: BillingInterval): string {
  if (interval === 'month') return prices[plan];
  if (!prices.annual) throw new AppError('VALIDATION_FAILED', 'Annual billing is not available.');
  return prices.annual[plan];
}

export function createStripeGateway(config: StripeConfig, log: Logger): StripeGateway {
  /** A refused or unanswered Stripe call is logged with its cause and answered as BILLING_UNAVAILABLE (502). */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error('stripe call failed', { error });
      throw new AppError('BILLING_UNAVAILABLE');
    }
  }

  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'PromptNest' },
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });

  return {
    prices: config.prices,
    createCheckoutUrl: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceOf(config.prices, input.plan, input.interval), quantity: 1 }],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          client_reference_id: input.userId,
          metadata: { userId: input.userId, plan: input.plan, interval: input.interval },
          subscription_data: { metadata: { userId: input.userId, plan: input.plan, interval: input.interval } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a url');
        return session.url;
      }),
    createPortalUrl: (customerId, returnUrl) =>
      call(async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url),
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
    cancelNow: (subscriptionId) =>
      call(async () => {
        await stripe.subscriptions.cancel(subscriptionId);
      }),
    latestSubscription: (customerId) =>
      call(async () => (await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 })).data[0] ?? null),
    verifyEvent(rawBody, signature) {
      if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
    },
  };
}

