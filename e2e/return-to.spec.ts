import { createAccount, expect, PASSWORD, test } from './fixtures';

// A returnTo that a browser would read as another site (dot segments, `//`, backslashes, encoded forms)
// is dropped: signing in lands in the library instead.
for (const returnTo of ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/%5c/evil.example', '/\\evil.example']) {
  test(`signing in with returnTo ${JSON.stringify(returnTo)} stays on this site`, async ({ page, request }) => {
    const { email } = await createAccount(request);
    await page.goto(`/auth?tab=signin&returnTo=${encodeURIComponent(returnTo)}&action=save`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Prompts' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/app');
  });
}
