import { expect, signUpThroughForm, test, uniqueEmail } from './fixtures';

test('the first account of a new install is an approved admin and goes straight into the app', async ({ page }) => {
  const email = uniqueEmail('first-admin');
  await signUpThroughForm(page, email, 'first-admin-pw');

  await expect(page.getByText('Sign up successful')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'All Prompts' })).toBeVisible();
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: { email, approved: true, isAdmin: true } });
});
