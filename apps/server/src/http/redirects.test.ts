import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { PASSWORD, TestClient } from '../../test/client.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { giveSubscription } from '../../test/subscription-factory.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';

/** Redirect targets a browser reads as another site: dot segments, `//`, backslashes, encoded forms, tabs. */
const probes = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/\\evil.example',
  '/%5c/evil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/.\n//evil.example',
  '//evil.example',
  'https://evil.example',
];

let db: TestDatabase;
let t: TestApp;
let appOrigin: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'promptnest-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>PromptNest</title></head><body></body></html>');
  db = await createTestDatabase();
  t = buildTestApp(db, { webDist: dist, google: { clientId: 'client-id', clientSecret: 'client-secret' } });
  appOrigin = new URL(t.deps.config.appUrl).origin;
});
afterAll(() => db.drop());

/** A same-origin plain path (one `/`, then neither `/` nor `\`), or an address under our APP_URL. */
function expectLocalLocation(res: Response): string {
  expect(res.status).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  const location = res.headers.get('location') ?? '';
  const isPlainPath = /^\/[^/\\]/.test(location) || location === '/';
  const isOurs = location === t.deps.config.appUrl || location.startsWith(`${t.deps.config.appUrl}/`);
  expect({ location, local: isPlainPath || isOurs }).toEqual({ location, local: true });
  expect(new URL(location, t.deps.config.appUrl).origin).toBe(appOrigin);
  expect(location).not.toContain('evil.example');
  return location;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Signs up and returns the confirmation link's path and query, as e-mailed. */
async function confirmationLink(): Promise<URL> {
  const email = uniqueEmail('verify');
  expect((await new TestClient(t).post('/api/auth/sign-up', { email, password: PASSWORD, returnTo: '/shared/abc', action: 'save' })).status).toBe(201);
  const link = /https?:\/\/\S+verify-email\S+/.exec(t.mailbox.last(email)?.text ?? '')?.[0];
  if (!link) throw new Error('no confirmation link was mailed');
  return new URL(link);
}

describe('every redirect stays on this site', () => {
  it.each(probes)('e-mail confirmation with an unknown token and callbackURL %j', async (target) => {
    const res = await t.app.request(`/api/auth/verify-email?${query({ token: 'x', callbackURL: target })}`);
    expect(expectLocalLocation(res)).toMatch(/^\/app\?error=/);
  });

  it.each(probes)('a real confirmation link whose callbackURL was changed to %j still confirms, and lands on /app', async (target) => {
    const link = await confirmationLink();
    link.searchParams.set('callbackURL', target);
    const res = await t.app.request(`${link.pathname}${link.search}`);
    expect(expectLocalLocation(res)).toBe('/app');
    const token = JSON.parse(Buffer.from(link.searchParams.get('token')?.split('.')[1] ?? '', 'base64url').toString()) as { email: string };
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, token.email));
    expect(user?.emailVerified).toBe(true);
  });

  it('a real confirmation link goes back to the page it was asked for, as a plain path', async () => {
    const link = await confirmationLink();
    const res = await t.app.request(`${link.pathname}${link.search}`);
    expect(expectLocalLocation(res)).toBe('/shared/abc?action=save');
  });

  it.each(probes)('the Google callback with every callback parameter set to %j', async (target) => {
    const params = query({ state: 'unknown', code: 'x', callbackURL: target, errorCallbackURL: target, newUserCallbackURL: target });
    expectLocalLocation(await t.app.request(`/api/auth/callback/google?${params}`));
    const posted = await t.app.request(`/api/auth/callback/google?${params}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: params,
    });
    expectLocalLocation(posted);
  });

  it.each(probes)('starting Google sign-in refuses returnTo %j', async (target) => {
    const res = await new TestClient(t).post('/api/auth/google', { returnTo: target });
    expect(res.status).toBe(400);
  });

  it('the old landing address moves to /', async () => {
    expect(expectLocalLocation(await t.app.request('/landing.html?next=//evil.example'))).toBe('/');
  });

  it('checkout and the billing portal answer our own pages, whatever return address the request names', async () => {
    const { client, id } = await createUser(t, { admin: true });
    for (const target of probes) expect((await client.post('/api/billing/checkout', { plan: 'pro', successUrl: target })).status).toBe(400);
    const checkout = await client.post<{ url: string }>('/api/billing/checkout', { plan: 'pro' });
    expect(checkout.body.url.startsWith(`${t.deps.config.appUrl}/billing/checkout/`)).toBe(true);
    await giveSubscription(t, id);
    for (const target of probes) {
      const portal = await client.post(`/api/billing/portal?${query({ returnUrl: target })}`, { returnUrl: target });
      expect(portal.body).toEqual({ url: `${t.deps.config.appUrl}/billing/portal` });
    }
  });
});
