import type { SubscriptionStatus } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers, billingEvents, subscriptions } from '../../db/schema/index.js';
import { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { PRICES, signedEvent, startFakeStripe, stripeSubscription, WEBHOOK_SECRET } from '../../../test/fake-stripe.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

let db: TestDatabase;
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let hook: TestClient;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  t = buildTestApp(db, {
    appUrl: 'https://prompts.example.com',
    billing: { provider: 'stripe', secretKey: 'sk_test_promptnest', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiBase: stripe.apiBase },
  });
  hook = new TestClient(t);
  await createUser(t, { admin: true });
});
afterAll(async () => {
  await stripe.close();
  await db.drop();
});
beforeEach(() => {
  stripe.calls.length = 0;
  stripe.failAll(false);
});

function deliver(delivery: { payload: string; signature: string }, signature = delivery.signature) {
  return hook.request('POST', '/api/billing/webhook', undefined, {
    raw: delivery.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const rowOf = async (userId: string) => (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const status = async (client: TestClient) => (await client.get<SubscriptionStatus>('/api/billing/subscription')).body;

describe('Stripe checkout and portal', () => {
  it('creates a subscription-mode Checkout for the chosen price and sends the browser there', async () => {
    const { client, id, email } = await createUser(t);
    const res = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'max' });
    expect(res.body).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    const call = stripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.max,
      'line_items[0][quantity]': '1',
      customer_email: email,
      client_reference_id: id,
      'subscription_data[metadata][userId]': id,
      success_url: 'https://prompts.example.com/app/account?checkout=success',
      cancel_url: 'https://prompts.example.com/app/account?checkout=cancelled',
    });
  });

  it('answers 502 with a clear message when Stripe refuses, and has no local pages', async () => {
    const { client } = await createUser(t);
    stripe.failAll(true);
    const res = await client.post('/api/billing/checkout', { plan: 'pro' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'BILLING_UNAVAILABLE', message: 'The payment service did not answer. Please try again.' });
    expect((await client.get('/api/billing/local/checkouts/abcdefghijklmnopqrstuvwx')).status).toBe(404);
    expect((await client.post('/api/billing/local/portal/resume')).status).toBe(404);
  });

  it('opens the portal for a customer, and not for someone who never paid', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    await t.deps.db.insert(billingCustomers).values({ userId: buyer.id, stripeCustomerId: 'cus_portal' });
    expect((await buyer.client.post<{ url: string }>('/api/billing/portal')).body.url).toBe('https://billing.stripe.test/p/session/test_1');
    expect(stripe.calls.find((c) => c.path === '/v1/billing_portal/sessions')?.form).toEqual({ customer: 'cus_portal', return_url: 'https://prompts.example.com/app/account' });
    expect((await stranger.client.post('/api/billing/portal')).body).toMatchObject({ error: 'NO_BILLING_ACCOUNT' });
  });
});

describe('Stripe webhooks', () => {
  it('refuses forged, unsigned, tampered and stale deliveries and changes nothing', async () => {
    const { id } = await createUser(t);
    const object = stripeSubscription({ id: 'sub_forged', customer: 'cus_forged', userId: id });
    const forged = signedEvent({ id: 'evt_forged', type: 'customer.subscription.created', object }, { secret: 'whsec_someone_else' });
    const stale = signedEvent({ id: 'evt_stale', type: 'customer.subscription.created', object }, { signedAt: now() - 301 });
    const genuine = signedEvent({ id: 'evt_tampered', type: 'customer.subscription.created', object });
    const tampered = { payload: genuine.payload.replace('"active"', '"trialing"'), signature: genuine.signature };

    for (const delivery of [forged, stale, tampered]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid.' });
    }
    expect((await deliver(genuine, '')).status).toBe(400);
    expect((await hook.request('POST', '/api/billing/webhook', undefined, { raw: genuine.payload, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await rowOf(id)).toBeUndefined();
    expect(await t.deps.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_forged'))).toEqual([]);

    // Within the 300 s tolerance the same event is accepted.
    const late = signedEvent({ id: 'evt_late_ok', type: 'customer.subscription.created', object }, { signedAt: now() - 250 });
    expect((await deliver(late)).status).toBe(200);
    expect((await rowOf(id))?.tier).toBe('Pro');
  });

  it('applies a subscription, links the customer, and processes a replayed event id once', async () => {
    const { client, id } = await createUser(t);
    const created = signedEvent({ id: 'evt_created_1', type: 'customer.subscription.created', created: now() - 60, object: stripeSubscription({ id: 'sub_1', customer: 'cus_1', userId: id, price: PRICES.max }) });
    expect((await deliver(created)).body).toMatchObject({ received: true, outcome: 'applied' });
    expect(await status(client)).toMatchObject({ subscribed: true, tier: 'Max', source: 'stripe', cancelAtPeriodEnd: false, grantedByAdmin: false });

    const cancelling = signedEvent({ id: 'evt_updated_1', type: 'customer.subscription.updated', created: now() - 30, object: stripeSubscription({ id: 'sub_1', customer: 'cus_1', userId: id, price: PRICES.max, cancelAtPeriodEnd: true }) });
    await deliver(cancelling);
    expect((await status(client)).cancelAtPeriodEnd).toBe(true);

    // The first event again (Stripe retries): recorded already, so the newer state stays.
    expect((await deliver(created)).body).toMatchObject({ outcome: 'duplicate' });
    expect((await status(client)).cancelAtPeriodEnd).toBe(true);
    const [customer] = await t.deps.db.select().from(billingCustomers).where(eq(billingCustomers.userId, id));
    expect(customer?.stripeCustomerId).toBe('cus_1');
  });

  it('tolerates out-of-order delivery: an older state never overwrites a newer one', async () => {
    const { client, id } = await createUser(t);
    const sub = (changes: Partial<Parameters<typeof stripeSubscription>[0]>) => stripeSubscription({ id: 'sub_order', customer: 'cus_order', userId: id, ...changes });
    const first = signedEvent({ id: 'evt_o1', type: 'customer.subscription.created', created: now() - 300, object: sub({}) });
    const second = signedEvent({ id: 'evt_o2', type: 'customer.subscription.updated', created: now() - 200, object: sub({ price: PRICES.max }) });
    const third = signedEvent({ id: 'evt_o3', type: 'customer.subscription.updated', created: now() - 100, object: sub({ price: PRICES.max, cancelAtPeriodEnd: true }) });

    for (const delivery of [third, first, second]) expect((await deliver(delivery)).status).toBe(200);
    expect(await status(client)).toMatchObject({ tier: 'Max', cancelAtPeriodEnd: true });

    // Ended: a late "updated" from before the end does not bring it back.
    const deleted = signedEvent({ id: 'evt_o4', type: 'customer.subscription.deleted', created: now() - 10, object: sub({ price: PRICES.max, status: 'canceled' }) });
    const lateActive = signedEvent({ id: 'evt_o5', type: 'customer.subscription.updated', created: now() - 10, object: sub({ price: PRICES.max }) });
    await deliver(deleted);
    expect((await deliver(lateActive)).body).toMatchObject({ outcome: 'stale' });
    expect((await status(client)).subscribed).toBe(false);
  });

  it('finds the user through checkout.session.completed when the subscription carries no user id', async () => {
    const { client, id } = await createUser(t);
    const completed = signedEvent({ id: 'evt_cs', type: 'checkout.session.completed', object: { id: 'cs_1', object: 'checkout.session', client_reference_id: id, customer: 'cus_linked', subscription: 'sub_linked' } });
    expect((await deliver(completed)).body).toMatchObject({ outcome: 'customer-linked' });
    await deliver(signedEvent({ id: 'evt_linked', type: 'customer.subscription.created', object: stripeSubscription({ id: 'sub_linked', customer: 'cus_linked' }) }));
    expect((await status(client)).tier).toBe('Pro');
  });

  it('acknowledges events for unknown customers and other event types without changing anything', async () => {
    const unknown = signedEvent({ id: 'evt_unknown', type: 'customer.subscription.created', object: stripeSubscription({ id: 'sub_x', customer: 'cus_nobody', userId: 'no-such-user' }) });
    expect((await deliver(unknown)).body).toMatchObject({ outcome: 'unknown-user' });
    const invoice = signedEvent({ id: 'evt_invoice', type: 'invoice.paid', object: { id: 'in_1', object: 'invoice' } });
    expect((await deliver(invoice)).body).toMatchObject({ outcome: 'ignored' });
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, 'sub_x'))).toEqual([]);
  });
});

describe('cancelling and refreshing through Stripe', () => {
  it('cancels at period end at Stripe and shows Expires; Refresh Status reads Stripe again', async () => {
    const { client, id } = await createUser(t);
    const object = stripeSubscription({ id: 'sub_cancel', customer: 'cus_cancel', userId: id });
    stripe.store(object);
    await deliver(signedEvent({ id: 'evt_cancel_created', type: 'customer.subscription.created', created: now() - 5, object }));

    const cancelled = await client.post<SubscriptionStatus>('/api/billing/cancel');
    expect(cancelled.body).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(stripe.calls.find((c) => c.path === '/v1/subscriptions/sub_cancel')?.form).toEqual({ cancel_at_period_end: 'true' });

    // Resumed in Stripe's portal, but the webhook was lost: Refresh Status repairs it.
    stripe.store({ ...object, cancel_at_period_end: false });
    expect((await client.post<SubscriptionStatus>('/api/billing/refresh')).body.cancelAtPeriodEnd).toBe(false);
  });

  it('ends a cancelling Stripe subscription at Stripe when the account is deleted', async () => {
    const { client, id, email } = await createUser(t);
    const object = stripeSubscription({ id: 'sub_delete', customer: 'cus_delete', userId: id, cancelAtPeriodEnd: true });
    stripe.store(object);
    await deliver(signedEvent({ id: 'evt_delete_created', type: 'customer.subscription.created', object }));
    expect((await client.post('/api/account/delete', { email })).status).toBe(200);
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_delete')).toBe(true);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('deletes nothing when Stripe cannot end the subscription', async () => {
    const { client, id, email } = await createUser(t);
    const object = stripeSubscription({ id: 'sub_keep', customer: 'cus_keep', userId: id, cancelAtPeriodEnd: true });
    await deliver(signedEvent({ id: 'evt_keep_created', type: 'customer.subscription.created', object }));
    stripe.failAll(true);
    expect((await client.post('/api/account/delete', { email })).status).toBe(502);
    expect((await rowOf(id))?.stripeSubscriptionId).toBe('sub_keep');
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { id } });
  });
});
