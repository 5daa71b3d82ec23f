import type { LocalCheckoutView, SubscriptionStatus, UsageResponse } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCheckouts, subscriptions } from '../../db/schema/index.js';
import { settleLocalSubscriptions } from '../../services/billing/settle-local-subscriptions.js';
import { TestClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { giveSubscription } from '../../../test/subscription-factory.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db, { appUrl: 'http://app.test' });
  await createUser(t, { admin: true });
});
afterAll(() => db.drop());

async function subscribe(client: TestClient, plan: 'pro' | 'max') {
  const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan });
  expect(checkout.status).toBe(200);
  const id = checkout.body.url.split('/').at(-1) ?? '';
  const done = await client.post<{ url: string }>(`/api/billing/local/checkouts/${id}/complete`);
  expect(done.status).toBe(200);
  return { id, done: done.body };
}

const status = async (client: TestClient) => (await client.get<SubscriptionStatus>('/api/billing/subscription')).body;

describe('who may use billing', () => {
  const endpoints = [
    ['GET', '/api/billing/subscription', undefined],
    ['POST', '/api/billing/refresh', {}],
    ['POST', '/api/billing/checkout', { plan: 'pro' }],
    ['POST', '/api/billing/portal', {}],
    ['POST', '/api/billing/cancel', {}],
    ['GET', '/api/billing/local/checkouts/abcdefghijklmnopqrstuvwx', undefined],
    ['POST', '/api/billing/local/checkouts/abcdefghijklmnopqrstuvwx/complete', {}],
    ['POST', '/api/billing/local/checkouts/abcdefghijklmnopqrstuvwx/cancel', {}],
    ['POST', '/api/billing/local/portal/resume', {}],
    ['POST', '/api/billing/local/portal/switch', { plan: 'max' }],
  ] as const;

  it('answers 401 signed out and 403 while pending on every endpoint, and changes nothing', async () => {
    const anonymous = new TestClient(t);
    const pending = await createUser(t, { approved: false });
    for (const [method, path, body] of endpoints) {
      expect((await anonymous.request(method, path, body)).body, path).toMatchObject({ error: 'UNAUTHENTICATED' });
      expect((await pending.client.request(method, path, body)).body, path).toMatchObject({ error: 'PENDING_APPROVAL' });
    }
    const rows = await t.deps.db.select().from(billingCheckouts).where(eq(billingCheckouts.userId, pending.id));
    expect(rows).toEqual([]);
  });
});

describe('local checkout', () => {
  it('starts Free, and a completed checkout makes the user Pro with renewing monthly billing', async () => {
    const { client, email } = await createUser(t);
    expect(await status(client)).toEqual({
      subscribed: false, tier: null, plan: 'free', subscriptionEnd: null, cancelAtPeriodEnd: false, grantedByAdmin: false, source: null, interval: null,
      limits: { prompts: 5, templates: 2 },
    });

    const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'pro' });
    expect(checkout.body.url).toMatch(/^http:\/\/app\.test\/billing\/checkout\/[A-Za-z0-9_-]{24}$/);
    const id = checkout.body.url.split('/').at(-1);
    const view = await client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${id}`);
    expect(view.body).toEqual({ id, plan: 'pro', interval: 'month', email, status: 'open' });

    const done = await client.post<{ url: string }>(`/api/billing/local/checkouts/${id}/complete`);
    expect(done.body).toEqual({ url: 'http://app.test/app/account?checkout=success' });
    const after = await status(client);
    expect(after).toMatchObject({ subscribed: true, tier: 'Pro', plan: 'pro', cancelAtPeriodEnd: false, grantedByAdmin: false, source: 'local', interval: 'month', limits: { prompts: 100, templates: 100 } });
    const days = (Date.parse(after.subscriptionEnd ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${id}`)).body.status).toBe('complete');

    // Completing again changes nothing; a second checkout is refused while subscribed.
    expect((await client.post(`/api/billing/local/checkouts/${id}/complete`)).status).toBe(200);
    const again = await client.post('/api/billing/checkout', { plan: 'max' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ALREADY_SUBSCRIBED' });
  });

  it('a cancelled or expired checkout cannot be completed and leaves the user Free', async () => {
    const { client } = await createUser(t);
    const first = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'max' });
    const id = first.body.url.split('/').at(-1);
    expect((await client.post<{ url: string }>(`/api/billing/local/checkouts/${id}/cancel`)).body.url).toBe('http://app.test/app/account?checkout=cancelled');
    expect((await client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${id}`)).body.status).toBe('expired');
    expect((await client.post(`/api/billing/local/checkouts/${id}/complete`)).status).toBe(404);

    const second = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'max' });
    const secondId = second.body.url.split('/').at(-1) ?? '';
    await t.deps.db.update(billingCheckouts).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(billingCheckouts.id, secondId));
    const late = await client.post(`/api/billing/local/checkouts/${secondId}/complete`);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ message: 'This checkout has expired. Please start a new one from your account page.' });
    expect((await status(client)).subscribed).toBe(false);
  });

  it("keeps one user's checkout away from another", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const checkout = await owner.client.post<{ url: string }>('/api/billing/checkout', { plan: 'pro' });
    const id = checkout.body.url.split('/').at(-1);
    expect((await other.client.get(`/api/billing/local/checkouts/${id}`)).status).toBe(404);
    expect((await other.client.post(`/api/billing/local/checkouts/${id}/complete`)).status).toBe(404);
    expect((await other.client.post(`/api/billing/local/checkouts/${id}/cancel`)).status).toBe(404);
    expect((await status(other.client)).subscribed).toBe(false);
    expect((await status(owner.client)).subscribed).toBe(false);
    expect((await owner.client.get<LocalCheckoutView>(`/api/billing/local/checkouts/${id}`)).body.status).toBe('open');
  });

  it('answers bad input with 400 or 415 and the reason', async () => {
    const { client } = await createUser(t);
    const wrongPlan = await client.post('/api/billing/checkout', { plan: 'gold' });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Choose the Pro or Max plan.' });
    expect((await client.post('/api/billing/checkout', { plan: 'pro', price: 0 })).status).toBe(400);
    expect((await client.post('/api/billing/checkout', {})).status).toBe(400);
    expect((await client.request('POST', '/api/billing/checkout', undefined, { raw: 'plan=pro', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await client.request('POST', '/api/billing/checkout', undefined, { raw: '{"plan":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await client.get('/api/billing/local/checkouts/..%2F..%2Fetc')).status).toBe(404);
    expect((await client.post('/api/billing/local/portal/switch', { plan: 'enterprise' })).status).toBe(400);
    expect((await status(client)).subscribed).toBe(false);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.post('/api/billing/webhook', { id: 'evt_1' })).status).toBe(404);
  });
});

describe('managing a local subscription', () => {
  it('cancels at period end (Expires), resumes (Renews), and switches between Pro and Max', async () => {
    const { client } = await createUser(t);
    await subscribe(client, 'pro');
    expect((await client.post<{ url: string }>('/api/billing/portal')).body).toEqual({ url: 'http://app.test/billing/portal' });

    const cancelled = await client.post<SubscriptionStatus>('/api/billing/cancel');
    expect(cancelled.body).toMatchObject({ subscribed: true, tier: 'Pro', cancelAtPeriodEnd: true });
    expect((await client.post('/api/billing/cancel')).status).toBe(409);

    const resumed = await client.post<SubscriptionStatus>('/api/billing/local/portal/resume');
    expect(resumed.body).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

    const switched = await client.post<SubscriptionStatus>('/api/billing/local/portal/switch', { plan: 'max' });
    expect(switched.body).toMatchObject({ tier: 'Max', plan: 'max', limits: { prompts: null, templates: null } });
    expect((await client.get<UsageResponse>('/api/usage')).body.plan).toBe('max');
  });

  it('has nothing to cancel, resume or manage for a Free user', async () => {
    const { client } = await createUser(t);
    for (const path of ['/api/billing/cancel', '/api/billing/local/portal/resume']) {
      expect((await client.post(path)).body).toMatchObject({ error: 'NO_ACTIVE_SUBSCRIPTION' });
    }
    expect((await client.post('/api/billing/portal')).body).toMatchObject({ error: 'NO_BILLING_ACCOUNT' });
  });

  it('renews a subscription that is not cancelling, and ends one that is, at its period end', async () => {
    const renewing = await createUser(t);
    const ending = await createUser(t);
    await giveSubscription(t, renewing.id, { endsInDays: -40 });
    await giveSubscription(t, ending.id, { endsInDays: -1, cancelAtPeriodEnd: true });

    // A renewing subscription keeps its plan even before the renewal job has run.
    expect((await status(renewing.client)).plan).toBe('pro');
    expect((await status(ending.client)).subscribed).toBe(false);

    await settleLocalSubscriptions(t.deps.db);
    const renewed = await status(renewing.client);
    expect(Date.parse(renewed.subscriptionEnd ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(renewed.subscriptionEnd ?? '')).toBeLessThan(Date.now() + 32 * 86_400_000);
    const [ended] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, ending.id));
    expect(ended?.status).toBe('canceled');
    expect((await status(ending.client)).subscribed).toBe(false);
  });
});

describe('admin test subscriptions', () => {
  it('count as a subscription until their end date, cannot be cancelled or managed, and then expire on their own', async () => {
    const { client, id } = await createUser(t);
    await giveSubscription(t, id, { source: 'admin', tier: 'Max', endsInDays: 3 });
    expect(await status(client)).toMatchObject({ subscribed: true, tier: 'Max', grantedByAdmin: true, source: 'admin', cancelAtPeriodEnd: false });
    expect((await client.post('/api/billing/cancel')).body).toMatchObject({ error: 'NO_ACTIVE_SUBSCRIPTION' });
    expect((await client.post('/api/billing/portal')).body).toMatchObject({ error: 'NO_BILLING_ACCOUNT' });
    expect((await client.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(409);

    await t.deps.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, id));
    await settleLocalSubscriptions(t.deps.db);
    expect((await status(client)).subscribed).toBe(false);
    expect((await client.get<UsageResponse>('/api/usage')).body.plan).toBe('free');
    // Expired, the user may buy a plan.
    expect((await client.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(200);
  });
});

describe('limits by tier', () => {
  const tiers = [
    { tier: 'Premium', prompts: 100, templates: 100 },
    { tier: 'Pro', prompts: 100, templates: 100 },
    { tier: 'Max', prompts: null, templates: null },
    { tier: 'Enterprise', prompts: null, templates: null },
  ] as const;

  for (const { tier, prompts: promptLimit, templates: templateLimit } of tiers) {
    it(`${tier}: ${promptLimit ?? 'unlimited'} prompts and ${templateLimit ?? 'unlimited'} templates, to the boundary`, async () => {
      const { client, id } = await createUser(t);
      await giveSubscription(t, id, { tier });
      // Fill to one below the boundary directly, then cross it through the API.
      const fill = (promptLimit ?? 150) - 1;
      await t.deps.db.execute(sql`insert into prompts (user_id, title, content) select ${id}, 'P' || n, 'plain' from generate_series(1, ${fill}) n`);
      await t.deps.db.execute(sql`insert into prompts (user_id, title, content) select ${id}, 'T' || n, 'Hi {{name}}' from generate_series(1, ${fill}) n`);
      const last = await client.post<{ tags: string[]; isTemplate: boolean }>('/api/v1/prompts', { title: 'last', content: 'plain', tags: ['alpha', 'beta'] });
      expect(last.status).toBe(201);
      expect(last.body).toMatchObject({ tags: ['alpha', 'beta'], isTemplate: false });
      expect((await client.post('/api/v1/prompts', { title: 'last', content: '{{x}}' })).status).toBe(201);
      const usage = (await client.get<UsageResponse>('/api/usage')).body;
      expect(usage).toMatchObject({ prompts: { used: fill + 1, limit: promptLimit }, templates: { used: fill + 1, limit: templateLimit } });
      const over = await client.post('/api/v1/prompts', { title: 'over', content: 'plain' });
      const overTemplate = await client.post('/api/v1/prompts', { title: 'over', content: '{{y}}' });
      if (promptLimit === null) {
        expect([over.status, overTemplate.status]).toEqual([201, 201]);
      } else {
        expect(over.body).toMatchObject({ error: 'PROMPT_LIMIT_REACHED' });
        expect(overTemplate.body).toMatchObject({ error: 'TEMPLATE_LIMIT_REACHED' });
      }
    });
  }

  it('a downgrade hides the prompts beyond the Free limits and deletes none', async () => {
    const { client, id } = await createUser(t);
    await subscribe(client, 'pro');
    for (let i = 0; i < 7; i += 1) await createPromptAs(client, { title: `P${i}` });
    for (let i = 0; i < 3; i += 1) await createPromptAs(client, { title: `T${i}`, content: `{{v${i}}}` });
    await client.post('/api/billing/cancel');
    await t.deps.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, id));

    const usage = (await client.get<UsageResponse>('/api/usage')).body;
    expect(usage).toMatchObject({ plan: 'free', prompts: { used: 7, limit: 5 }, templates: { used: 3, limit: 2 }, hiddenByPlan: 3 });
    const [{ count } = { count: 0 }] = await t.deps.db.execute<{ count: number }>(sql`select count(*)::int as count from prompts where user_id = ${id}`);
    expect(count).toBe(10);
  });
});

describe('BILLING=off', () => {
  it('refuses checkout, the portal and the local pages with a clear message, and writes nothing', async () => {
    const off = buildTestApp(db, { appUrl: 'http://app.test', billing: { provider: 'off' } });
    const { client, id } = await createUser(off);
    for (const [method, path, body] of [
      ['POST', '/api/billing/checkout', { plan: 'pro' }],
      ['POST', '/api/billing/portal', {}],
      ['POST', '/api/billing/local/portal/resume', {}],
    ] as const) {
      const res = await client.request(method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ error: 'BILLING_OFF', message: 'Paid plans are not available on this server. Ask its administrator.' });
    }
    expect(await off.deps.db.$count(billingCheckouts, eq(billingCheckouts.userId, id))).toBe(0);
    expect((await client.get<SubscriptionStatus>('/api/billing/subscription')).body).toMatchObject({ subscribed: false });
    // Nor does it offer billing periods for a checkout that would be refused.
    expect((await client.get('/api/billing/intervals')).body).toEqual({ intervals: [] });
  });
});
