import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, test } from './fixtures';

interface SavedPrompt {
  id: string;
  title: string;
}

async function createPrompt(page: Page, data: { title: string; content: string; description?: string; tags?: string[] }): Promise<SavedPrompt> {
  const res = await page.request.post('/api/v1/prompts', { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as SavedPrompt;
}

/** The account caches of the offline library in this browser (docs/decisions/0021-offline-app.md). */
const libraryCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('promptnest-library-')));

/** Waits until the service worker controls the page and has kept the library list and tags it was shown. */
async function waitForOfflineLibrary(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect(async () => {
    const kept = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('promptnest-library-'));
      if (names.length !== 1) return [];
      const cache = await caches.open(names[0] ?? '');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toEqual(expect.arrayContaining(['/api/auth/session', '/api/v1/prompts', '/api/v1/tags']));
  }).toPass({ timeout: 20_000 });
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search your prompts' });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

/** A new account signed in on this browser, with one prompt, its library shown and kept for offline use. */
async function keepLibraryOfNewAccount(page: Page, prompt: { title: string; content: string }) {
  await createAccount(page.request);
  await createPrompt(page, prompt);
  await page.goto('/app');
  await expect(card(page, prompt.title)).toBeVisible();
  await waitForOfflineLibrary(page);
}

test.describe('offline', () => {
  test('browse, search, fill and copy offline; edits are refused with the message; then back online', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Made with the page's own request context, which leaves the page signed in as this account.
    await createAccount(page.request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const template = await createPrompt(page, { title: 'Weekly update', content: 'Summarise {{notes}} for {{team}}.', tags: ['work'] });
    await createPrompt(page, { title: 'Tide pool haiku', description: 'A short poem', content: 'Write a haiku about starfish.', tags: ['poetry'] });

    // Online: the library, and the template once opened, are what the offline copy will hold.
    await page.goto('/app');
    await expect(card(page, 'Tide pool haiku')).toBeVisible();
    await waitForOfflineLibrary(page);
    await page.goto(`/app/template/${template.id}`);
    await expect(page.getByRole('heading', { name: 'Weekly update', level: 1 })).toBeVisible();
    await page.goto('/app');
    await expect(card(page, 'Weekly update')).toBeVisible();

    await context.setOffline(true);
    await expect(offlineBanner(page)).toContainText('You are offline. Editing is paused until the connection is back.');
    await expectNoAxeViolations(page);

    // A fresh load without a connection: the shell and the library come from this browser.
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(card(page, 'Weekly update')).toBeVisible();
    await expect(card(page, 'Tide pool haiku')).toBeVisible();

    // Search, by a word of the content that was never searched for online: answered from this browser's copy.
    const answer = page.waitForResponse((response) => response.url().includes('q=starfish'));
    await search(page).fill('starfish');
    expect((await answer).headers()['x-promptnest-offline']).toBe('computed');
    await expect(card(page, 'Tide pool haiku')).toBeVisible();
    await expect(card(page, 'Weekly update')).toHaveCount(0);
    await search(page).fill('no such words anywhere');
    await expect(page.getByText('No prompts found')).toBeVisible();
    await search(page).fill('');
    await expect(card(page, 'Weekly update')).toBeVisible();

    // Fill and copy.
    await page.goto(`/app/template/${template.id}`);
    await page.getByRole('textbox', { name: 'notes' }).fill('the Monday stand-up');
    await page.getByRole('textbox', { name: 'team' }).fill('the design team');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Summarise the Monday stand-up for the design team.');

    // Editing is refused, and says why; nothing typed is taken.
    await page.goto(`/app/prompt/${template.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Weekly update');
    await expect(title).toHaveAttribute('readonly', '');
    await expect(title).toHaveAccessibleDescription('You are offline. Editing is paused until the connection is back.');
    await title.press('End');
    await page.keyboard.type(' draft');
    await expect(title).toHaveValue('Weekly update');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy' }).first()).toBeEnabled();

    // Back online: the banner goes and the prompt can be edited again.
    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(title).not.toHaveAttribute('readonly', '');
    await title.fill('Weekly update for the team');
    await expect(page.getByText('Saved')).toBeVisible();
  });

  test('signing out forgets the library; the next account on this browser never sees it offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    await keepLibraryOfNewAccount(page, { title: 'Salary negotiation notes', content: 'Private to the first account.' });

    await page.goto('/app/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => libraryCaches(page)).toEqual([]);

    await keepLibraryOfNewAccount(page, { title: 'Garden plan', content: 'Tomatoes by the fence.' });
    expect(await libraryCaches(page)).toHaveLength(1);

    await context.setOffline(true);
    await page.reload();
    await expect(card(page, 'Garden plan')).toBeVisible();
    await expect(card(page, 'Salary negotiation notes')).toHaveCount(0);
    await search(page).fill('salary');
    await expect(page.getByText('No prompts found')).toBeVisible();
    await context.setOffline(false);
  });

  test('a session whose cookie is gone takes its offline copy with it', async ({ page, context }) => {
    test.setTimeout(120_000);
    await keepLibraryOfNewAccount(page, { title: 'Salary negotiation notes', content: 'Private to this session.' });

    // What the browser does when the session's cookie expires: it is gone, and the offline key with it.
    await context.clearCookies();
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/auth/);
    await expect(card(page, 'Salary negotiation notes')).toHaveCount(0);
    expect(await libraryCaches(page)).toEqual([]);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('Salary negotiation notes')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('another account signing in by other means: the first account\'s library never shows offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    await keepLibraryOfNewAccount(page, { title: 'Salary negotiation notes', content: 'Private to the first account.' });
    const [firstCopy] = await libraryCaches(page);
    expect(firstCopy).toMatch(/^promptnest-library-/);

    // The second account signs in outside this page (the API, as Google's return or a reset link would):
    // the page never hears of it, and the connection drops before anything is read again.
    await createAccount(page.request);
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/auth/);
    await expect(card(page, 'Salary negotiation notes')).toHaveCount(0);
    expect(await libraryCaches(page)).toEqual([]);

    // Online again, the second account's library is kept under its own session, and only it shows offline.
    await context.setOffline(false);
    await createPrompt(page, { title: 'Garden plan', content: 'Tomatoes by the fence.' });
    await page.goto('/app');
    await expect(card(page, 'Garden plan')).toBeVisible();
    await expect(card(page, 'Salary negotiation notes')).toHaveCount(0);
    await waitForOfflineLibrary(page);
    expect(await libraryCaches(page)).not.toContain(firstCopy);
    await context.setOffline(true);
    await page.reload();
    await expect(card(page, 'Garden plan')).toBeVisible();
    await search(page).fill('salary');
    await expect(page.getByText('No prompts found')).toBeVisible();
    await context.setOffline(false);
  });
});
