import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('a starter template is copied into the library and opens in the editor', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Starter templates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick starters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular templates' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use template Code review' }).click();
  await expect(page.getByText('Prompt created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/prompt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Code review');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(/\{\{language\}\}/);

  // It is the user's own now: it shows among their templates.
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('article', { name: 'Code review' })).toBeVisible();
});
