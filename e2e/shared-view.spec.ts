import type { APIRequestContext } from '@playwright/test';
import { createAccount, database, expect, expectNoAxeViolations, PASSWORD, test, uniqueEmail, waitUntilLive } from './fixtures';

const TEMPLATE = 'Write a cold email to {{name}} about {{product description}}.';

/** User A: a new approved account, signed in on `request`, sharing one prompt. Returns the share id. */
async function shareAsNewUser(request: APIRequestContext, prompt: Record<string, unknown>): Promise<string> {
  const { email } = await createAccount(request);
  expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const created = await request.post('/api/v1/prompts', { data: { description: '', tags: [], isTemplate: false, ...prompt } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await request.post(`/api/v1/prompts/${id}/share`);
  expect(shared.ok()).toBe(true);
  return ((await shared.json()) as { shareId: string }).shareId;
}

test.describe('public shared view', () => {
  test('a visitor fills a shared template, sees the preview and copies the result', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shareId = await shareAsNewUser(request, { title: 'Cold email', content: TEMPLATE, tags: ['sales', 'email'] });

    await page.goto(`/shared/${shareId}`);
    await expect(page.getByRole('heading', { name: 'Cold email' })).toBeVisible();
    await expect(page).toHaveTitle(/Cold email/);
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['sales', 'email']);
    await expect(page.getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/auth'); // signed out: the app would only send them to sign in

    const name = page.getByRole('textbox', { name: 'name', exact: true });
    const description = page.getByRole('textbox', { name: 'product description' });
    await expect(name).toHaveAttribute('placeholder', 'Enter name...');
    expect(await description.evaluate((element) => element.tagName)).toBe('TEXTAREA');

    // An empty field after blur gets the soft hint; typing clears it (once the page is live: it arrives drawn).
    await waitUntilLive(page);
    await name.focus();
    await description.focus();
    await expect(name).toHaveAccessibleDescription('This field is recommended');
    await name.fill('Ada');
    await expect(name).toHaveAccessibleDescription('');
    await expect(description).toHaveAccessibleDescription('This field is recommended');

    const preview = page.getByTestId('template-preview');
    await expect(preview).toHaveText('Write a cold email to Ada about {{product description}}.');
    await description.fill('our new espresso machine');
    await expect(preview).toHaveText('Write a cold email to Ada about our new espresso machine.');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Write a cold email to Ada about our new espresso machine.',
    );
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

    // Signed out, the bottom action invites to join or sign in, and comes back to save.
    await expect(page.getByRole('link', { name: 'Join Free & Save' })).toHaveAttribute(
      'href',
      `/auth?tab=signup&returnTo=/shared/${shareId}&action=save`,
    );
    await expect(page.getByRole('link', { name: 'Sign In to Save' })).toHaveAttribute(
      'href',
      `/auth?tab=signin&returnTo=/shared/${shareId}&action=save`,
    );
  });

  test('a plain prompt shows its text, credit and Copy', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shareId = await shareAsNewUser(request, {
      title: 'Plain one',
      content: 'Explain quantum computing simply.',
      creditName: 'Grace',
      creditUrl: 'https://example.com/grace',
    });
    await page.goto(`/shared/${shareId}`);
    await expect(page.getByText('Explain quantum computing simply.')).toBeVisible();
    const credit = page.getByRole('link', { name: 'Grace' });
    await expect(credit).toHaveAttribute('href', 'https://example.com/grace');
    await expect(credit).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(credit).toHaveAttribute('target', '_blank');
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Prompt copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Explain quantum computing simply.');
  });

  test('Join Free & Save: sign up, get approved, come back and the prompt is saved with credit', async ({ page, request }) => {
    const shareId = await shareAsNewUser(request, { title: 'Saved from a link', content: 'Hello {{name}}' });
    const email = uniqueEmail('saver');

    await page.goto(`/shared/${shareId}`);
    await page.getByRole('link', { name: 'Join Free & Save' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&returnTo=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Sign up successful')).toBeVisible();
    // Back on the shared page, signed in but not yet approved: nothing is saved.
    await expect(page).toHaveURL(`/shared/${shareId}?action=save`);
    await expect(page.getByText('Your account is awaiting approval.')).toBeVisible();

    // Set-up: an admin approves the new account (the admin screens are tested elsewhere).
    await database()`update users set approved = true where email = ${email}`;
    await page.reload();

    await expect(page.getByText('The prompt has been saved to your account.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/shared/${shareId}$`));
    const list = (await (await page.request.get('/api/v1/prompts')).json()) as {
      items: { title: string; creditName: string | null; creditUrl: string | null }[];
    };
    expect(list.items).toEqual([
      expect.objectContaining({ title: 'Saved from a link', creditName: expect.any(String), creditUrl: expect.stringContaining(shareId) }),
    ]);

    // Only once: a reload without the query saves nothing more.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save to My Account' })).toBeVisible();
    const again = (await (await page.request.get('/api/v1/prompts')).json()) as { items: unknown[] };
    expect(again.items).toHaveLength(1);
  });

  test('a signed-in user saves with the button', async ({ page, request }) => {
    const shareId = await shareAsNewUser(request, { title: 'Button save', content: 'Plain text prompt' });
    // Signing up through the page's own request context signs the page in.
    await createAccount(page.request);
    await page.goto(`/shared/${shareId}`);
    await page.getByRole('button', { name: 'Save to My Account' }).click();
    await expect(page.getByText('Prompt saved!')).toBeVisible();
    const list = (await (await page.request.get('/api/v1/prompts')).json()) as { items: { title: string }[] };
    expect(list.items.map((item) => item.title)).toEqual(['Button save']);
  });

  test('a save over the plan limit opens the limit dialog instead of a toast', async ({ page, request }) => {
    const shareId = await shareAsNewUser(request, { title: 'One template too many', content: 'Hi {{name}}' });
    await createAccount(page.request);
    for (const content of ['A {{a}}', 'B {{b}}']) {
      const res = await page.request.post('/api/v1/prompts', { data: { title: content, content, tags: [] } });
      expect(res.status()).toBe(201);
    }
    await page.goto(`/shared/${shareId}`);
    await page.getByRole('button', { name: 'Save to My Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Template limit reached' })).toBeVisible();
    await expect(page.getByText('Failed to save prompt')).toHaveCount(0);
  });

  test('a signed-in user awaiting approval sees a note instead of the button', async ({ page, request }) => {
    const shareId = await shareAsNewUser(request, { title: 'Pending viewer', content: 'Plain text prompt' });
    await createAccount(page.request, { approved: false });
    await page.goto(`/shared/${shareId}?action=save`);
    await expect(page.getByText('Your account is awaiting approval.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to My Account' })).toHaveCount(0);
  });

  test('an unknown link shows Prompt Not Found', async ({ page }) => {
    await page.goto('/shared/no-such-link1');
    await expect(page.getByRole('heading', { name: 'Prompt Not Found' })).toBeVisible();
    await expect(page.getByText("This shared prompt doesn't exist or is no longer available.")).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no accessibility violations', async ({ page, request }) => {
    const shareId = await shareAsNewUser(request, { title: 'Accessible', content: TEMPLATE, tags: ['a11y'] });
    await page.goto(`/shared/${shareId}`);
    await expect(page.getByRole('heading', { name: 'Accessible' })).toBeVisible();
    await waitUntilLive(page);
    await page.getByRole('textbox', { name: 'name', exact: true }).focus();
    await page.getByRole('textbox', { name: 'name', exact: true }).blur();
    await expect(page.getByText('This field is recommended')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/shared/no-such-link1');
    await expect(page.getByRole('heading', { name: 'Prompt Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
