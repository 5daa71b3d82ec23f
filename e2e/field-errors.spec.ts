import type { Locator, Page } from '@playwright/test';
import { createAccount, database, expect, expectNoAxeViolations, signIn, test, uniqueEmail } from './fixtures';
import { signInNewAccount } from './signed-in';

// A refused form says why in the spec's toast and also at the field: the message under it, the field
// marked invalid and described by that message, and the cursor back in it.

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
}

test.describe('errors at the field, next to the toast', () => {
  test('a wrong sign-in password', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email, 'not-my-password');
    await expect(toast(page, 'Sign in failed')).toContainText('Invalid email or password');
    const password = page.getByLabel('Password', { exact: true });
    await expectFieldError(password, 'This email and password do not match an account.');
    await expectNoAxeViolations(page);

    // Typing again clears the mark.
    await password.fill('x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  });

  test('an empty title on New Prompt', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/prompt/new');
    await page.getByRole('textbox', { name: 'Content' }).fill('Some text worth keeping');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Title and content are required');
    await expectFieldError(page.getByRole('textbox', { name: 'Title' }), 'Text is required');
    await expectNoAxeViolations(page);
  });

  test('a wrong current password on the account page', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pw');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pw');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Incorrect current password')).toContainText('Please check your current password and try again.');
    await expectFieldError(page.getByLabel('Current Password', { exact: true }), 'This is not your current password.');
    await expectNoAxeViolations(page);
  });

  test('a wrong password to open the admin panel', async ({ page, request }) => {
    const { email } = await createAccount(request, { email: uniqueEmail('admin') });
    await database()`update users set role = 'admin' where email = ${email}`;
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/app/account');
    await page.getByRole('tab', { name: 'Admin Panel' }).click();
    const panel = page.getByRole('region', { name: 'Admin Panel' });
    await panel.getByLabel('Password', { exact: true }).fill('not-my-password');
    await panel.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(toast(page, 'Authentication failed')).toContainText('Incorrect password. Please try again.');
    await expectFieldError(panel.getByLabel('Password', { exact: true }), 'This is not your account password.');
    await expectNoAxeViolations(page);
  });
});
