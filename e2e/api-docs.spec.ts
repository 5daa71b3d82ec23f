import { createAccount, expect, PASSWORD, test } from './fixtures';

/**
 * The API reference at /api/docs: rendered in the browser from /api/openapi.json by a renderer served from
 * our own origin. A newcomer finds the library's operations there, and how to authenticate.
 */
test('the API reference lists the v1 operations and how to authenticate', async ({ page }) => {
  const outside: string[] = [];
  const ours = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && new URL(request.url()).origin !== ours) outside.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API reference · PromptNest');
  await expect(page.getByRole('heading', { name: 'PromptNest API' })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer pn_…').first()).toBeVisible();
  for (const operation of ['List prompts', 'Create a prompt', 'Get a prompt', 'Update a prompt']) {
    await expect(page.getByRole('link', { name: operation }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fill in a template' })).toBeVisible();
  expect(outside, 'the reference reached another origin').toEqual([]);
});

test('the account page links to the reference', async ({ page }) => {
  const { email } = await createAccount(page.request);
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/app/account');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page).toHaveTitle('API reference · PromptNest');
});
