import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('a new user’s empty library offers starter templates, and using one puts it in the library', async ({ page, request }) => {
  // A copy, the editor and two list pages, with an axe run.
  test.slow();
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await expect(page.getByRole('heading', { name: 'Welcome to PromptNest!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Prompt' })).toBeVisible();
  const starters = page.getByRole('region', { name: 'Or start from a template' });
  await expect(starters.getByRole('listitem')).toHaveCount(3);
  await expect(starters.getByRole('link', { name: 'All starter templates' })).toHaveAttribute('href', '/app/templates#starters');
  await expectNoAxeViolations(page);

  await starters.getByRole('button', { name: 'Use template Summarize anything' }).click();
  await expect(page.getByText('Prompt created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/prompt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Summarize anything');

  // Back in the library, it is the user's own prompt and the welcome is gone.
  await page.getByRole('link', { name: 'All Prompts' }).first().click();
  await expect(page.getByRole('article', { name: 'Summarize anything' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to PromptNest!' })).toHaveCount(0);

  // Every starter waits on the Templates page.
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Starter templates' })).toBeVisible();
});
