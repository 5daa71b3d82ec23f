import { AppError, type BillingInterval, type CheckoutRequest, type SessionUser } from '@promptnest/core';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { findLiveSubscription, findStripeCustomerId } from '../../billing/live-subscription.js';
import { billingCheckouts } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';

/** A local checkout page stays usable for an hour, like a Stripe Checkout session stays open for a while. */
const LOCAL_CHECKOUT_TTL = sql`now() + interval '1 hour'`;

export function accountPageUrl(appUrl: string, checkout?: 'success' | 'cancelled'): string {
  return `${appUrl}/app/account${checkout ? `?checkout=${checkout}` : ''}`;
}

/**
 * Monthly always; annual with the local provider, and with Stripe once its annual prices are configured.
 * None with BILLING=off, where no checkout is offered at all.
 */
export function offeredIntervals({ stripe, config }: Pick<AppDeps, 'stripe' | 'config'>): BillingInterval[] {
  if (config.billing.provider === 'off') return [];
  return !stripe || stripe.prices.annual ? ['month', 'year'] : ['month'];
}

/**
 * Spec §7 create-checkout: the address of a checkout for `plan`, on Stripe or on our local checkout page.
 * Someone who already has a live subscription changes it in the portal instead (upgrades are pro-rated there).
 */
export async function startCheckout(deps: AppDeps, user: SessionUser, { plan, interval }: CheckoutRequest): Promise<string> {
  const { db, stripe, config } = deps;
  if (!offeredIntervals(deps).includes(interval)) throw new AppError('VALIDATION_FAILED', 'Annual billing is not available.');
  if (await findLiveSubscription(db, user.id)) throw new AppError('ALREADY_SUBSCRIBED');

  if (stripe) {
    return stripe.createCheckoutUrl({
      userId: user.id,
      email: user.email,
      customerId: await findStripeCustomerId(db, user.id),
      plan,
      interval,
      successUrl: accountPageUrl(config.appUrl, 'success'),
      cancelUrl: accountPageUrl(config.appUrl, 'cancelled'),
    });
  }

  const id = randomBytes(18).toString('base64url');
  await db.insert(billingCheckouts).values({ id, userId: user.id, plan, interval, expiresAt: LOCAL_CHECKOUT_TTL });
  return `${config.appUrl}/billing/checkout/${id}`;
}
