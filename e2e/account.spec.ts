import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, database, expect, expectNoAxeViolations, PASSWORD, readMail, signIn, test } from './fixtures';

async function signInNewAccount(page: Page, request: APIRequestContext): Promise<string> {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return email;
}

async function createPrompt(page: Page, title: string, content: string) {
  const res = await page.request.post('/api/v1/prompts', { data: { title, content, tags: ['export'] } });
  expect(res.status()).toBe(201);
}

async function expectSignInRefused(page: Page, email: string, password = PASSWORD) {
  await signIn(page, email, password);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the account page', () => {
  test('shows the profile, plan, usage and export, and is accessible', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    await createPrompt(page, 'First', 'One');
    await createPrompt(page, 'Second', 'Two');
    await createPrompt(page, 'Third', 'Three');
    await createPrompt(page, 'Fourth', 'Four');
    await createPrompt(page, 'Greeting', 'Hello {{name}}');
    await page.goto('/app/account');

    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    // One tab would be a lone tab: a user who is not an admin sees the cards without a tab bar.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);

    const profile = region(page, 'Profile Information');
    await expect(profile.getByText(email)).toBeVisible();
    await expect(profile.getByText(email.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date());
    await expect(profile).toContainText(`Member since ${monthYear}`);
    await expect(profile.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await expect(region(page, 'Subscription').getByText('Free', { exact: true })).toBeVisible();
    await expect(region(page, 'Subscription').getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
    // Nothing to cancel on Free: the Danger Zone does not offer it.
    await expect(region(page, 'Danger Zone').getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

    // 4 of 5 prompts is 80%: no warning yet; 1 of 2 templates neither.
    const usage = region(page, 'Usage & Limits');
    await expect(usage.getByRole('progressbar', { name: 'Prompts' })).toHaveAttribute('aria-valuenow', '4');
    await expect(usage.getByRole('progressbar', { name: 'Prompts' })).toHaveAttribute('aria-valuemax', '5');
    await expect(usage.getByRole('progressbar', { name: 'Templates' })).toHaveAttribute('aria-valuenow', '1');
    await expect(usage.getByText('Upgrade for higher limits')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A fifth prompt goes over 80%: the warning shows, and the page still has one way to upgrade, Upgrade Plan.
    await createPrompt(page, 'Fifth', 'Five');
    await page.reload();
    await expect(usage.getByText('Upgrade for higher limits')).toBeVisible();
    await expect(page.getByRole('button', { name: /upgrade/i })).toHaveCount(1);
    await region(page, 'Subscription').getByRole('button', { name: 'Upgrade Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Give Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Send Feedback' })).toBeVisible();
  });

  test('exports the library to a CSV file whose rows match it', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    await expect(page.getByRole('button', { name: 'Export 0 Prompts to CSV' })).toBeDisabled();

    const prompts = [
      { title: 'Plan a trip', content: 'Plan a three-day trip.' },
      { title: 'Review my code', content: 'Review this code for bugs.' },
      { title: 'Letter to a friend', content: 'Dear {{name}}, thank you.' },
    ];
    for (const { title, content } of prompts) await createPrompt(page, title, content);
    const titles = prompts.map((prompt) => prompt.title);
    await page.reload();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export 3 Prompts to CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^prompts-export-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('Export successful')).toBeVisible();
    await expect(page.getByText('Exported 3 prompts to CSV file.')).toBeVisible();

    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('Title,Description,Content,Tags,Is Template,Created At,Updated At');
    expect(lines).toHaveLength(1 + titles.length);
    // Every cell is quoted (docs/decisions/0017-import-and-export.md).
    for (const title of titles) expect(lines.some((line) => line.startsWith(`"${title}",`))).toBe(true);
    expect(lines.find((line) => line.startsWith('"Letter to'))).toContain(',"Yes",');
  });

  test('changes the password with the spec toasts, and the new one signs in', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    await page.goto('/app/account');
    const profile = region(page, 'Profile Information');
    const current = profile.getByLabel('Current Password', { exact: true });
    const next = profile.getByLabel('New Password', { exact: true });
    const confirm = profile.getByLabel('Confirm New Password', { exact: true });
    const submit = profile.getByRole('button', { name: 'Change Password' });

    await submit.click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please fill in all password fields.')).toBeVisible();

    await current.fill(PASSWORD);
    await next.fill('brand-new-pw');
    await confirm.fill('brand-new-px');
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('New password and confirmation must match.')).toBeVisible();

    await next.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(page.getByText('Password too short')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();

    // The eye button shows what was typed, and hides it again.
    await expect(current).toHaveAttribute('type', 'password');
    await profile.getByRole('button', { name: 'Show password' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');
    await profile.getByRole('button', { name: 'Hide password' }).click();
    await expect(current).toHaveAttribute('type', 'password');

    await current.fill('not-my-password');
    await next.fill('brand-new-pw');
    await confirm.fill('brand-new-pw');
    await submit.click();
    await expect(page.getByText('Incorrect current password')).toBeVisible();
    await expect(page.getByText('Please check your current password and try again.')).toBeVisible();

    await current.fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    await profile.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignInRefused(page, email);
    await signIn(page, email, 'brand-new-pw');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a subscriber may cancel and has no Upgrade button; a test subscription has nothing to cancel', async ({ page, request }) => {
    await signInNewAccount(page, request);
    const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'pro' } });
    const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop() ?? '';
    expect((await page.request.post(`/api/billing/local/checkouts/${checkoutId}/complete`, { data: {} })).status()).toBe(200);
    await page.goto('/app/account');
    await expect(region(page, 'Subscription').getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await expect(region(page, 'Danger Zone').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: /upgrade/i })).toHaveCount(0);

    const tester = await createAccount(request);
    await database()`insert into subscriptions (user_id, tier, source, granted_by_admin, current_period_end)
      select id, 'Max', 'admin', true, now() + interval '7 days' from users where email = ${tester.email}`;
    await page.context().clearCookies();
    await signIn(page, tester.email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/app/account');
    await expect(region(page, 'Subscription').getByText('Test Subscription', { exact: true })).toBeVisible();
    await expect(region(page, 'Danger Zone').getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /upgrade/i })).toHaveCount(0);
  });

  test('Cancel closes the deletion dialog and deletes nothing', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    await page.goto('/app/account');
    await region(page, 'Danger Zone').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox', { name: 'Type your e-mail address to confirm' }).fill(email);
    // Enter on the focused Cancel closes; nothing was sent.
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(((await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } | null }).user?.email).toBe(email);
  });

  test('an admin sees the Admin Panel tab and may not delete the account', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await database()`update users set role = 'admin' where email = ${email}`;
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/app/account');

    await page.getByRole('tab', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Admin Panel' })).toContainText('Access Admin Panel');
    await page.getByRole('tab', { name: 'Account & Subscription' }).click();
    await region(page, 'Danger Zone').getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Action Not Allowed')).toBeVisible();
    await expect(page.getByText('Administrators cannot delete their own accounts for security reasons.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The server refuses too, whatever the page does.
    const res = await page.request.post('/api/account/delete', { data: { email } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('ADMIN_CANNOT_DELETE');
  });
});

test.describe('deleting an account', () => {
  test('deletes it directly: Account Deleted, signed out at home, and the password no longer works', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    await page.goto('/app/account');
    await region(page, 'Danger Zone').getByRole('button', { name: 'Delete Account' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    for (const item of ['All prompts and templates', 'Profile information', 'Subscription (cancelled if any)', 'Account and all data']) {
      await expect(dialog.getByText(item)).toBeVisible();
    }
    // Cancel is the default: it has the focus, and Delete waits for the account's e-mail.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const deleteButton = dialog.getByRole('button', { name: 'Delete My Account' });
    await expect(deleteButton).toBeDisabled();
    const typed = dialog.getByRole('textbox', { name: 'Type your e-mail address to confirm' });
    await typed.fill('someone-else@example.com');
    await expect(deleteButton).toBeDisabled();
    await expectNoAxeViolations(page);
    await typed.fill(email.toUpperCase());
    await expect(deleteButton).toBeEnabled();
    await deleteButton.click();
    await expect(page.getByText('Account Deleted')).toBeVisible();

    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
    await expectSignInRefused(page, email);
  });

  test('deletes it through the e-mailed link; the used link then fails', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    await page.goto('/app/account');
    await region(page, 'Danger Zone').getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Email Me a Confirmation Link' }).click();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();

    const mail = await readMail(email, 'Confirm your PromptNest account deletion');
    const link = /https?:\/\/[^\s"<>]+\/confirm-deletion\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Confirm Account Deletion' })).toBeVisible();
    await expect(page.getByText('Subscription (cancelled if any)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
    const deletedAt = Date.now();
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    expect(Date.now() - deletedAt).toBeGreaterThan(2_000);

    // Signed out, the link asks for sign-in first.
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

    // Someone else's session cannot use it either.
    const other = await createAccount(request);
    await signIn(page, other.email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto(path);
    await page.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await expect(page.getByRole('alert')).toContainText('This deletion link is invalid, already used or expired.');
    await page.getByRole('link', { name: 'Back to App' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a renewing subscription must be cancelled first: the portal opens after 2 s', async ({ page, request }) => {
    const email = await signInNewAccount(page, request);
    const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'pro' } });
    const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop() ?? '';
    expect((await page.request.post(`/api/billing/local/checkouts/${checkoutId}/complete`, { data: {} })).status()).toBe(200);
    await page.goto('/app/account');

    const dangerZone = region(page, 'Danger Zone');
    await dangerZone.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText('Subscription status refreshed')).toBeVisible();

    await dangerZone.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('textbox', { name: 'Type your e-mail address to confirm' }).fill(email);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByText('Please cancel your subscription before deleting your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/portal$/, { timeout: 8_000 });
    // Nothing was deleted.
    expect(((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user).not.toBeNull();
  });

  test('a link without a token says so', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/confirm-deletion');
    await expect(page.getByText('Invalid deletion link. Please request a new account deletion from your account settings.')).toBeVisible();
  });
});
