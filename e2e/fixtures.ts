import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import postgres from 'postgres';

const dataDir = path.resolve('.tmp/e2e-data');
export const PASSWORD = 'correct-horse';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Waits for the newest mail to an address in the server's outbox and returns it decoded. */
export async function readMail(to: string, subject: string): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  for (let i = 0; i < 50; i += 1) {
    if (existsSync(folder)) {
      const files = readdirSync(folder).filter((f) => f.endsWith(`-${to}.eml`)).sort();
      for (const file of files.reverse()) {
        const raw = readFileSync(path.join(folder, file), 'utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        if (text.includes(`Subject: ${subject}`)) return text;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

let sql: postgres.Sql | undefined;
/** The e2e server's database, for set-up the UI offers only to admins (approving an account). */
export function database(): postgres.Sql {
  sql ??= postgres(readFileSync(path.join(dataDir, 'database-url'), 'utf8'), { max: 2, onnotice: () => {} });
  return sql;
}

/** An account made through the API and signed in on `request`, approved unless asked otherwise. */
export async function createAccount(request: APIRequestContext, options: { approved?: boolean; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const res = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  // Sign-up does not sign in by itself (docs/decisions/0010); like the web app, sign in right after, so a
  // page's own request context (`page.request`) leaves the page signed in.
  expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).status()).toBe(200);
  if (options.approved ?? true) await database()`update users set approved = true where email = ${email}`;
  return { email, password: PASSWORD };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Fills and sends the Sign Up form, as a person does. */
export async function signUpThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Waits until React has taken the page over. A shared prompt's page arrives drawn by the server and shows
 * before its script has run (docs/decisions/0022): what is typed into it meanwhile is kept, but a click, a
 * focus or a blur then reaches no handler. React marks each element it takes over; the last one in #root
 * is taken last.
 */
export async function waitUntilLive(page: Page) {
  await page.waitForFunction(() => {
    const elements = document.getElementById('root')?.getElementsByTagName('*');
    const last = elements?.[elements.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
  });
}

export async function expectNoAxeViolations(page: Page) {
  // Contrast is judged on what a person sees once things settle: a toast or dialog fading in is half
  // transparent for a moment. Finite animations are awaited; endless ones (spinners) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Each test comes from its own client address, so per-address limits never couple tests together. Its
 * API calls (`request`, `page.request`) name our origin as a browser's would: a write that carries the
 * session cookie must (docs/decisions/0010).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ baseURL }, use) => {
    const [a, b, c] = randomBytes(3);
    await use({ 'x-forwarded-for': `10.${a}.${b}.${c}`, ...(baseURL ? { origin: new URL(baseURL).origin } : {}) });
  },
});

export { expect };
