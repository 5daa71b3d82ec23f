import type { Page } from '@playwright/test';
import { createAccount, database, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** A signed-in Pro account (so a dozen prompts all show) with `count` prompts made through the API. */
async function signInWithPrompts(page: Page, request: Parameters<typeof createAccount>[0], count: number) {
  const { email } = await createAccount(request);
  await database()`insert into subscriptions (user_id, tier, source) select id, 'Pro', 'admin' from users where email = ${email}`;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (let i = 1; i <= count; i += 1) {
    const res = await page.request.post('/api/v1/prompts', {
      data: { title: `Prompt number ${i}`, content: i % 3 === 0 ? 'Hello {{name}}' : `Content ${i}`, tags: ['work', 'ideas', 'daily', 'extra'] },
    });
    expect(res.status()).toBe(201);
  }
}

test('list view shows compact rows: at least 10 prompts on a 1280 px screen, each with title, star and copy', async ({ page, request, context }) => {
  // Twelve prompts made one by one, and three axe runs.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithPrompts(page, request, 12);
  await page.reload();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  const rows = page.getByRole('list', { name: 'All Prompts' }).getByRole('article');
  await expect(rows).toHaveCount(12);
  let inView = 0;
  for (const row of await rows.all()) {
    if (!(await row.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight))) continue;
    inView += 1;
    await expect(row.getByRole('heading').getByRole('link')).toHaveText(/^Prompt number \d+$/);
    await expect(row.getByRole('button', { name: 'Favorite' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Copy' })).toBeVisible();
    // Tags and the date on the same line as the title: one compact row, not a card.
    await expect(row.getByText('work', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.locator('time').filter({ visible: true })).toBeVisible();
    expect(await row.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(64);
  }
  expect(inView).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('article', { name: 'Prompt number 12' }).getByText('Template')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same actions as the cards, by keyboard: star, then copy, then open.
  const row = page.getByRole('article', { name: 'Prompt number 11' });
  await row.getByRole('button', { name: 'Favorite' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
  await row.getByRole('button', { name: 'Copy' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Content 11');

  // At 375 px a row wraps to two lines and still holds the title, the star and copy.
  await page.setViewportSize({ width: 375, height: 800 });
  const narrow = page.getByRole('article', { name: 'Prompt number 12' });
  await expect(narrow.getByRole('button', { name: 'Favorite' })).toBeInViewport();
  await expect(narrow.getByRole('button', { name: 'Copy' })).toBeInViewport();
  expect(await narrow.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(110);
  // Its first tag is readable whole (not squeezed to a blank pill), with the count of the others beside it.
  const firstTag = narrow.getByRole('link', { name: 'work', exact: true }).filter({ visible: true });
  await expect(firstTag).toBeVisible();
  expect(await firstTag.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width > 30)).toBe(true);
  await expect(narrow.getByText('+3', { exact: true }).filter({ visible: true })).toBeInViewport();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Prompt number 11' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/prompt\/[0-9a-f-]{36}$/);
});
