import { unsubscribedStatus, type SubscriptionStatus } from '@promptnest/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSubscription } from './fetch-subscription';

const pro: SubscriptionStatus = {
  subscribed: true,
  tier: 'Pro',
  plan: 'pro',
  subscriptionEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  grantedByAdmin: false,
  source: 'local',
  interval: 'month',
  limits: { prompts: 100, templates: 100 },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

describe('the subscription status check (spec §8: a failed check is only logged and resets to unsubscribed)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('passes the server status through', async () => {
    answer(200, pro);
    await expect(fetchSubscription(new AbortController().signal)).resolves.toEqual(pro);
  });

  it('falls back to unsubscribed on an error answer, and logs it as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(502, { error: 'BILLING_UNAVAILABLE', message: 'The payment service did not answer. Please try again.' });
    await expect(fetchSubscription(new AbortController().signal)).resolves.toEqual(unsubscribedStatus);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to unsubscribed when the network fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchSubscription(new AbortController().signal)).resolves.toEqual(unsubscribedStatus);
  });

  it('lets a cancelled request stay cancelled (no fake status for a query that was abandoned)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(fetchSubscription(new AbortController().signal)).rejects.toThrow('aborted');
  });
});
