import { randomUUID } from 'node:crypto';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test.describe('not found inside the app', () => {
  test('an unknown /app page stays in the app frame, with Pip, and its link leads back to the library', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });

    const response = await page.goto('/app/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Pip/ })).toBeVisible();
    expect(logged.some((line) => line.includes('/app/does-not-exist'))).toBe(true);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Welcome to PromptNest!' })).toBeVisible();
  });

  test('an unknown prompt id shows Prompt not found within the app frame, with Pip and a way back', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);

    await page.goto(`/app/prompt/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Pip/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to All Prompts' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('outside /app, and for a visitor who is not signed in, the 404 page stands alone and leads to /', async ({ page }) => {
    for (const path of ['/no-such-page', '/app/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    }
  });
});
