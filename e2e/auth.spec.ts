import { createAccount, database, expect, expectNoAxeViolations, PASSWORD, readMail, signIn, signUpThroughForm, test, uniqueEmail } from './fixtures';

test.describe('signing up', () => {
  test('a new account waits on the Pending Approval screen, and signing out goes home', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=signup/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('newcomer-pw');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Sign up successful')).toBeVisible();
    await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/24-48 hours during business days/)).toBeVisible();
    await expectNoAxeViolations(page);
    // A pending user gets no further than this screen, on any /app page.
    await page.goto('/app/favorites');
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the pending screen resends the confirmation and lets the user in once approved, by itself', async ({ page }) => {
    const email = uniqueEmail('waiting');
    await signUpThroughForm(page, email, 'waiting-pw');
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('We sent a confirmation link to this address. Open it to confirm your e-mail.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Confirmation e-mail sent.' })).toBeVisible();
    expect(await readMail(email, 'Confirm your PromptNest account')).toContain('/api/auth/verify-email?token=');

    // An administrator approves; the open page notices on its own (it re-reads the session every 15 s).
    await database()`update users set approved = true where email = ${email}`;
    await expect(page.getByRole('heading', { name: 'All Prompts' })).toBeVisible({ timeout: 25_000 });
    await expect(page).toHaveURL(/\/app$/);
  });

  test('once approved, the same account enters the app', async ({ page }) => {
    const email = uniqueEmail('approved-later');
    await signUpThroughForm(page, email, 'approved-pw');
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();

    await database()`update users set approved = true where email = ${email}`;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Prompts' })).toBeVisible();
  });

  test('shows the spec message for a short password and creates nothing', async ({ page }) => {
    const email = uniqueEmail('short');
    await signUpThroughForm(page, email, '12345');
    await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    const rows = await database()`select 1 from users where email = ${email}`;
    expect(rows).toHaveLength(0);
  });

  test('opens on Sign Up when arriving to save a shared prompt', async ({ page }) => {
    await page.goto('/auth?returnTo=/shared/abc&action=save');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs follow the keyboard: arrows move between them and show the chosen form', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('tab', { name: 'Sign In' });
    const signUp = page.getByRole('tab', { name: 'Sign Up' });
    await signIn.focus();
    await page.keyboard.press('ArrowRight');
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=signup/);
    // Only the chosen tab is in the Tab order, and its panel is named by it.
    await expect(signIn).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('goes to returnTo with the action appended', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await page.goto('/auth?tab=signin&returnTo=/app/favorites&action=save');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/favorites\?action=save$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites', exact: true })).toBeVisible();

    // Signed in, the auth screen sends the user on to the app.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a wrong password shows the Sign in failed toast and keeps the user out', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email, 'not-the-password');
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    const events = await database()`select type, details from security_events where email = ${email}`;
    expect(events).toEqual([{ type: 'failed_login', details: { error: 'Invalid login credentials' } }]);
  });

  test('signed out, the app sends the visitor to /auth', async ({ page }) => {
    await page.goto('/app/trash');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });

  test('signing out from the account page ends the session', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'All Prompts' })).toBeVisible();
    await page.goto('/app/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app/account');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('password recovery', () => {
  test('a reset e-mail from the outbox sets a new password', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await page.goto('/auth?tab=signin');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('Reset email sent')).toBeVisible();

    const mail = await readMail(email, 'Reset your PromptNest password');
    const link = /http:\/\/localhost:\d+(\/auth\?type=recovery&token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page.getByText('Verifying reset link...')).toBeVisible();
    await page.getByLabel('New Password').fill('a-brand-new-pw');
    await page.getByLabel('Confirm Password').fill('a-brand-new-pw');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);

    const oldPassword = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await request.post('/api/auth/sign-in', { data: { email, password: 'a-brand-new-pw' } });
    expect(newPassword.status()).toBe(200);
  });

  test('mismatched passwords are caught before anything is sent', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await request.post('/api/auth/forgot-password', { data: { email } });
    const mail = await readMail(email, 'Reset your PromptNest password');
    const link = /(\/auth\?type=recovery&token=[\w-]+)/.exec(mail)?.[1] ?? '';
    await page.goto(link);
    await page.getByLabel('New Password').fill('abcdefg');
    await page.getByLabel('Confirm Password').fill('abcdefh');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match').first()).toBeVisible();
    const signIn = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
  });

  test('an invalid link says so and leads back to the reset form', async ({ page }) => {
    await page.goto('/auth?type=recovery&token=not-a-real-token');
    await expect(page.getByText('The reset link has expired or is invalid.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Request New Reset Link' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Email' })).toBeVisible();
  });
});

test.describe('unknown pages', () => {
  for (const path of ['/app/no-such-page', '/no-such-page']) {
    test(`${path} shows the 404 page, logs the path and links home`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      expect(logged.some((line) => line.includes(path))).toBe(true);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
