import type { BillingIntervalsResponse, LocalCheckoutView, SubscriptionStatus } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.js';
import { settleLocalSubscriptions } from '../../services/billing/settle-local-subscriptions.js';
import type { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { ANNUAL_PRICES, PRICES, signedEvent, startFakeStripe, stripeSubscription, WEBHOOK_SECRET } from '../../../test/fake-stripe.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

/** Spec §9 "annual billing saves 25%": a yearly period, through the local provider and through Stripe. */
let db: TestDatabase;
let local: TestApp;
let withAnnual: TestApp;
let monthlyOnly: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

const DAY = 86_400_000;
const daysUntil = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / DAY;
const status = async (client: TestClient) => (await client.get<SubscriptionStatus>('/api/billing/subscription')).body;
const stripeBilling = (prices: typeof PRICES & { annual?: typeof ANNUAL_PRICES }) =>
  ({ provider: 'stripe', secretKey: 'sk_test_promptnest', webhookSecret: WEBHOOK_SECRET, prices, apiBase: stripe.apiBase }) as const;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
  local = buildTestApp(db, { appUrl: 'http://app.test' });
  withAnnual = buildTestApp(db, { appUrl: 'http://app.test', billing: stripeBilling({ ...PRICES, annual: ANNUAL_PRICES }) });
  monthlyOnly = buildTestApp(db, { appUrl: 'http://app.test', billing: stripeBilling(PRICES) });
  await createUser(local, { admin: true });
});
afterAll(async () => {
  await stripe.close();
  await db.drop();
});
beforeEach(() => {
  stripe.calls.length = 0;
});

describe('annual billing with the local provider', () => {
  it('is offered, and a completed annual checkout renews a year later, then a year at a time', async () => {
    const { client, id } = await createUser(local);
    expect((await client.get<BillingIntervalsResponse>('/api/billing/intervals')).body).toEqual({ intervals: ['month', 'year'] });

    const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'max', interval: 'year' });
    expect(checkout.status).toBe(200);
    const checkoutId = checkout.body.url.split('/').at(-1) ?? '';
    expect((await client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${checkoutId}`)).body).toMatchObject({ plan: 'max', interval: 'year' });
    expect((await client.post(`/api/billing/local/checkouts/${checkoutId}/complete`)).status).toBe(200);

    const after = await status(client);
    expect(after).toMatchObject({ subscribed: true, tier: 'Max', interval: 'year', cancelAtPeriodEnd: false });
    expect(daysUntil(after.subscriptionEnd)).toBeGreaterThan(364);
    expect(daysUntil(after.subscriptionEnd)).toBeLessThan(367);

    // The renewal job moves an annual period on by a year, not a month.
    await local.deps.db.update(subscriptions).set({ currentPeriodEnd: sql`now() - interval '1 day'` }).where(eq(subscriptions.userId, id));
    await settleLocalSubscriptions(local.deps.db);
    const renewed = await status(client);
    expect(daysUntil(renewed.subscriptionEnd)).toBeGreaterThan(362);
    expect(daysUntil(renewed.subscriptionEnd)).toBeLessThan(365);
  });

  it('keeps monthly as the default and refuses an unknown period', async () => {
    const { client } = await createUser(local);
    const wrong = await client.post('/api/billing/checkout', { plan: 'pro', interval: 'week' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Choose monthly or annual billing.' });
    const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'pro' });
    expect((await client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${checkout.body.url.split('/').at(-1)}`)).body.interval).toBe('month');
  });
});

describe('annual billing with Stripe', () => {
  it('checks out the annual price, and the subscription Stripe reports is yearly', async () => {
    const { client, id } = await createUser(withAnnual);
    expect((await client.get<BillingIntervalsResponse>('/api/billing/intervals')).body).toEqual({ intervals: ['month', 'year'] });
    expect((await client.post('/api/billing/checkout', { plan: 'pro', interval: 'year' })).status).toBe(200);
    const call = stripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(call?.form).toMatchObject({ 'line_items[0][price]': ANNUAL_PRICES.pro, 'subscription_data[metadata][interval]': 'year' });

    const object = stripeSubscription({ id: 'sub_annual', customer: 'cus_annual', userId: id, price: ANNUAL_PRICES.pro, periodEnd: Math.floor(Date.now() / 1000) + 365 * 86_400 });
    const { payload, signature } = signedEvent({ id: 'evt_annual', type: 'customer.subscription.created', object });
    const hook = await withAnnual.app.request('/api/billing/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    expect(hook.status).toBe(200);
    expect(await status(client)).toMatchObject({ subscribed: true, tier: 'Pro', interval: 'year', source: 'stripe' });
  });

  it('hides annual when its prices are not configured, and refuses an annual checkout without calling Stripe', async () => {
    const { client } = await createUser(monthlyOnly);
    expect((await client.get<BillingIntervalsResponse>('/api/billing/intervals')).body).toEqual({ intervals: ['month'] });
    const res = await client.post('/api/billing/checkout', { plan: 'max', interval: 'year' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Annual billing is not available.' });
    expect(stripe.calls).toEqual([]);
    expect((await client.post('/api/billing/checkout', { plan: 'max' })).status).toBe(200);
    expect(stripe.calls.find((c) => c.path === '/v1/checkout/sessions')?.form['line_items[0][price]']).toBe(PRICES.max);
  });
});
