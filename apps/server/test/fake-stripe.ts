import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_promptnest';
export const PRICES = { pro: 'price_pro_test', max: 'price_max_test' };
export const ANNUAL_PRICES = { pro: 'price_pro_annual_test', max: 'price_max_annual_test' };

export interface RecordedCall {
  method: string;
  path: string;
  form: Record<string, string>;
}

/**
 * A stand-in for api.stripe.com that answers the handful of calls PromptNest makes, so the real Stripe SDK
 * runs end to end in tests: the requests it sends are recorded and can be checked.
 */
export async function startFakeStripe() {
  const calls: RecordedCall[] = [];
  const subscriptionsById = new Map<string, Stripe.Subscription>();
  let failing = false;

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      calls.push({ method: req.method ?? 'GET', path: url.pathname, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      if (failing) return send(400, { error: { type: 'invalid_request_error', message: 'No such customer' } });
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return send(200, { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, { id: 'bps_test_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/test_1' });
      }
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
        const data = [...subscriptionsById.values()].filter((s) => s.customer === url.searchParams.get('customer')).reverse();
        return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      if (subscriptionPath) {
        const existing = subscriptionsById.get(subscriptionPath[1] ?? '');
        if (!existing) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        const next: Stripe.Subscription =
          req.method === 'DELETE'
            ? { ...existing, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) }
            : { ...existing, cancel_at_period_end: form.cancel_at_period_end === 'true' };
        subscriptionsById.set(existing.id, next);
        return send(200, next);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    /** Stripe's own record of a subscription (what list, update and cancel answer with). */
    store: (subscription: Stripe.Subscription) => subscriptionsById.set(subscription.id, subscription),
    failAll: (fail: boolean) => (failing = fail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function stripeSubscription(options: {
  id: string;
  customer: string;
  userId?: string;
  price?: string;
  status?: Stripe.Subscription.Status;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
}): Stripe.Subscription {
  const periodEnd = options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: null,
    metadata: options.userId ? { userId: options.userId } : {},
    items: { object: 'list', data: [{ id: `si_${options.id}`, object: 'subscription_item', price: { id: options.price ?? PRICES.pro, object: 'price' }, current_period_end: periodEnd }] },
  } as unknown as Stripe.Subscription;
}

const signer = new Stripe('sk_test_signer');

/** A webhook delivery: the JSON body and its Stripe-Signature header (signed now, or at `signedAt`). */
export function signedEvent(event: { id: string; type: string; created?: number; object: unknown }, options: { secret?: string; signedAt?: number } = {}) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created ?? Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.signedAt ?? Math.floor(Date.now() / 1000),
  });
  return { payload, signature };
}
