import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, database, expect, expectNoAxeViolations, PASSWORD, readMail, signIn, test, uniqueEmail } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A fresh approved admin, signed in on the account page with the Admin Panel tab open (still locked). */
async function openAdminTab(page: Page, request: APIRequestContext): Promise<string> {
  const { email } = await createAccount(request, { email: uniqueEmail('admin') });
  await database()`update users set role = 'admin' where email = ${email}`;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/app/account');
  await page.getByRole('tab', { name: 'Admin Panel' }).click();
  return email;
}

async function unlock(page: Page, password = PASSWORD) {
  const locked = region(page, 'Admin Panel');
  await locked.getByLabel('Password', { exact: true }).fill(password);
  await locked.getByRole('button', { name: 'Access Admin Panel' }).click();
}

/** Opens the panel for a fresh admin and gives the password: the cards are showing when this returns. */
async function openUnlockedPanel(page: Page, request: APIRequestContext): Promise<string> {
  const email = await openAdminTab(page, request);
  await unlock(page);
  await expect(toast(page, 'Authentication successful')).toBeVisible();
  await expect(region(page, 'Admin Settings')).toBeVisible();
  return email;
}

/** Every card has its data: nothing is still on its way that could find the panel locked by itself. */
async function expectCardsLoaded(page: Page) {
  await expect(region(page, 'Admin Settings').getByRole('switch', { name: 'Auto-approve new users' })).toBeEnabled();
  const pending = region(page, 'Pending User Approvals');
  await expect(pending.getByRole('list', { name: 'Pending users' }).or(pending.getByText('No pending approvals'))).toBeVisible();
  const active = region(page, 'Active Test Subscriptions');
  await expect(active.getByRole('list', { name: 'Test subscriptions' }).or(active.getByText('No test subscriptions found'))).toBeVisible();
  await expect(region(page, 'Security').getByRole('heading', { name: 'Recent admin actions' })).toBeVisible();
}

/** The date a grant of `days` days from now ends, as the Active list prints it. */
function expiryText(days: number): string {
  const end = new Date(Date.now() + days * 86_400_000);
  return `Expires ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(end)}`;
}

test.describe('the admin panel', () => {
  // One test switches auto-approve, an install-wide setting: the file runs in its own project after the
  // others (playwright.config.ts), its tests one after another.
  test.describe.configure({ mode: 'default' });

  test('is not offered to a normal user, and its API refuses them', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/app/account');
    // One tab is no tab bar: a normal user sees their account page without one.
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Admin Panel' })).toHaveCount(0);

    const res = await page.request.get('/api/admin/pending-users');
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'ADMIN_REQUIRED', message: 'Access denied' });
  });

  test('stays locked until the password is given again, and locks itself when the unlock runs out', async ({ page, request }) => {
    const email = await openAdminTab(page, request);
    const locked = region(page, 'Admin Panel');
    await expect(locked.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
    await expect(region(page, 'Admin Settings')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The show/hide toggle reveals what was typed.
    const password = locked.getByLabel('Password', { exact: true });
    await password.fill('not-my-password');
    await locked.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await locked.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(toast(page, 'Authentication failed')).toContainText('Incorrect password. Please try again.');
    await expect(region(page, 'Admin Settings')).toHaveCount(0);

    await unlock(page);
    await expect(toast(page, 'Authentication successful')).toContainText('Welcome to the admin panel');
    for (const card of ['Admin Settings', 'Pending User Approvals', 'Create New User', 'Grant Test Subscription', 'Bulk Grant Subscriptions', 'Active Test Subscriptions', 'Users', 'Security']) {
      await expect(region(page, card)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The unlock belongs to the session: a reload keeps the panel open.
    await page.reload();
    await page.getByRole('tab', { name: 'Admin Panel' }).click();
    await expectCardsLoaded(page);

    // When the server no longer holds the unlock, the next action brings the password form back.
    await database()`delete from admin_unlocks where session_id in (select s.id from sessions s join users u on u.id = s.user_id where u.email = ${email})`;
    const create = region(page, 'Create New User');
    await create.getByLabel('Email').fill(uniqueEmail('never-made'));
    await create.getByLabel('Password', { exact: true }).fill('fresh-pw-123');
    await create.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'The admin panel is locked. Enter your password to unlock it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
    await expect(region(page, 'Create New User')).toHaveCount(0);
  });

  test('approves a pending user, who is e-mailed, and auto-approves new sign-ups while switched on', async ({ page, request }) => {
    const { email: pendingEmail } = await createAccount(request, { approved: false, email: uniqueEmail('waiting') });
    await openUnlockedPanel(page, request);

    const pending = region(page, 'Pending User Approvals');
    const entry = pending.getByRole('listitem').filter({ hasText: pendingEmail });
    await expect(entry).toContainText('Signed up');
    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'User approved successfully')).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(await readMail(pendingEmail, 'Your PromptNest account was approved')).toContain('your PromptNest account was approved');
    const [approved] = await database()<{ approved: boolean }[]>`select approved from users where email = ${pendingEmail}`;
    expect(approved?.approved).toBe(true);

    // Auto-approval is one setting for the whole install: keep it on only as long as this check needs.
    const autoApprove = region(page, 'Admin Settings').getByRole('switch', { name: 'Auto-approve new users' });
    await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
    const newcomer = uniqueEmail('auto-approved');
    try {
      await autoApprove.click();
      await expect(toast(page, 'Auto-approval enabled')).toContainText('Settings updated');
      await expect(autoApprove).toHaveAttribute('aria-checked', 'true');
      const res = await request.post('/api/auth/sign-up', { data: { email: newcomer, password: PASSWORD } });
      expect(res.status()).toBe(201);
      await autoApprove.click();
      await expect(toast(page, 'Auto-approval disabled')).toContainText('Settings updated');
      await expect(autoApprove).toHaveAttribute('aria-checked', 'false');
    } finally {
      await database()`update admin_settings set setting_value = false where setting_key = 'auto_approve_users'`;
    }
    const [signedUp] = await database()<{ approved: boolean }[]>`select approved from users where email = ${newcomer}`;
    expect(signedUp?.approved).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Admin Panel' }).click();
    await expect(region(page, 'Admin Settings').getByRole('switch', { name: 'Auto-approve new users' })).toHaveAttribute('aria-checked', 'false');
  });

  test('creates a user who can sign in at once', async ({ page, request, browser, baseURL }) => {
    await openUnlockedPanel(page, request);
    const create = region(page, 'Create New User');
    const email = uniqueEmail('made-by-admin');
    const submit = create.getByRole('button', { name: 'Create User' });

    await submit.click();
    await expect(toast(page, 'Missing information')).toContainText('Please enter both email and password');
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    await expect(toast(page, 'Password too short')).toContainText('Password must be at least 6 characters');

    await create.getByLabel('Password', { exact: true }).fill('made-pw-123');
    await submit.click();
    await expect(toast(page, 'User created')).toContainText(email);
    await expect(create.getByLabel('Email')).toHaveValue('');
    await expect(create.getByLabel('Password', { exact: true })).toHaveValue('');

    // The same address again: the server's message.
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Password', { exact: true }).fill('made-pw-123');
    await submit.click();
    await expect(toast(page, 'An account with this email already exists.')).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const newUser = await context.newPage();
    await signIn(newUser, email, 'made-pw-123');
    await expect(newUser).toHaveURL(/\/app$/);
    await expect(newUser.getByRole('heading', { name: 'All Prompts' })).toBeVisible();
    await context.close();
  });

  test('grants, bulk grants and revokes test subscriptions', async ({ page, request }) => {
    const { email: target } = await createAccount(request, { email: uniqueEmail('grantee') });
    const { email: other } = await createAccount(request, { email: uniqueEmail('bulk') });
    const unknown = uniqueEmail('nobody');
    const adminEmail = await openUnlockedPanel(page, request);
    const grant = region(page, 'Grant Test Subscription');
    const active = region(page, 'Active Test Subscriptions');
    const row = (email: string) => active.getByRole('listitem').filter({ hasText: email });

    await expect(grant.getByLabel('Duration (days)')).toHaveValue('30');
    await grant.getByRole('button', { name: 'Grant Subscription' }).click();
    await expect(toast(page, 'Email required')).toContainText('Please enter an email address');
    await grant.getByLabel('Email').fill(unknown);
    await grant.getByRole('button', { name: 'Grant Subscription' }).click();
    await expect(toast(page, 'No account with this email address.')).toBeVisible();

    await grant.getByLabel('Email').fill(target);
    await grant.getByLabel('Tier').selectOption('Max');
    await grant.getByLabel('Duration (days)').fill('10');
    await grant.getByRole('button', { name: 'Grant Subscription' }).click();
    await expect(toast(page, 'Test subscription granted')).toContainText(`${target} has Max until`);
    await expect(row(target)).toContainText('Max');
    await expect(row(target)).toContainText(expiryText(10));

    // Grant to Self fills in the admin's own address, then grants.
    await grant.getByLabel('Tier').selectOption('Pro');
    await grant.getByRole('button', { name: 'Grant to Self' }).click();
    await expect(toast(page, `${adminEmail} has Pro until`)).toBeVisible();
    await expect(row(adminEmail)).toContainText('Pro');

    // Bulk: blank lines and a line without '@' are skipped; the rest get a result each.
    const bulk = region(page, 'Bulk Grant Subscriptions');
    await bulk.getByLabel('Email addresses').fill('\n   \nnot-an-email\n');
    await bulk.getByRole('button', { name: 'Grant to All' }).click();
    await expect(toast(page, 'No valid emails')).toContainText('Please enter valid email addresses');
    await bulk.getByLabel('Email addresses').fill(`\n${other}\nnot-an-email\n\n  ${other}  \n${unknown}\n`);
    await expect(bulk.getByText('3 addresses ready.')).toBeVisible();
    await bulk.getByRole('button', { name: 'Grant to All' }).click();
    const results = bulk.getByRole('list', { name: 'Bulk grant results' }).getByRole('listitem');
    await expect(bulk.getByRole('heading', { name: 'Results: 1 of 3 granted' })).toBeVisible();
    await expect(results.nth(0)).toContainText(other);
    await expect(results.nth(0)).toContainText('Granted');
    await expect(results.nth(1)).toContainText('Duplicate');
    await expect(results.nth(2)).toContainText(unknown);
    await expect(results.nth(2)).toContainText('Not found');
    await expect(row(other)).toContainText(expiryText(30));

    for (const email of [target, adminEmail, other]) {
      await active.getByRole('button', { name: `Revoke ${email}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Revoke test subscription?' });
      await expect(dialog).toContainText(email);
      await dialog.getByRole('button', { name: 'Revoke Subscription' }).click();
      await expect(toast(page, `${email} is back on the Free plan.`)).toBeVisible();
      await expect(row(email)).toHaveCount(0);
    }
    const [left] = await database()<{ count: number }[]>`select count(*)::int as count from subscriptions s join users u on u.id = s.user_id where u.email in (${target}, ${other}, ${adminEmail})`;
    expect(left?.count).toBe(0);
  });

  test('the Security card shows failed sign-ins and what admins did', async ({ page, request }) => {
    const victim = uniqueEmail('mistyped');
    const res = await request.post('/api/auth/sign-in', { data: { email: victim, password: 'wrong-password' } });
    expect(res.status()).toBe(401);
    const adminEmail = await openUnlockedPanel(page, request);

    const security = region(page, 'Security');
    const failed = security.getByRole('list', { name: 'Failed sign-ins' }).getByRole('listitem').filter({ hasText: victim });
    await expect(failed).toContainText('1 attempt');
    await expect(failed).toContainText('Invalid login credentials');
    const actions = security.getByRole('list', { name: 'Recent admin actions' }).getByRole('listitem');
    await expect(actions.filter({ hasText: `${adminEmail} unlocked the admin panel` })).toBeVisible();
  });

  test('suspends an account: its open page is signed out, sign-in tells why, and reactivation lets it back in', async ({ page, request, browser, baseURL }) => {
    test.slow();
    const { email } = await createAccount(request, { email: uniqueEmail('suspended') });
    const context = await browser.newContext({ baseURL });
    const userPage = await context.newPage();
    await signIn(userPage, email);
    await expect(userPage.getByRole('heading', { name: 'All Prompts' })).toBeVisible();

    await openUnlockedPanel(page, request);
    const users = region(page, 'Users');
    await users.getByLabel('Search by email').fill(email);
    const row = users.getByRole('listitem').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Free');
    await row.getByRole('button', { name: `Suspend ${email}` }).click();
    const suspendDialog = page.getByRole('alertdialog', { name: 'Suspend this account?' });
    await expect(suspendDialog).toContainText(email);
    await expectNoAxeViolations(page);
    await suspendDialog.getByRole('button', { name: 'Suspend Account' }).click();
    await expect(toast(page, 'User suspended')).toContainText(email);
    await expect(row).toContainText('Suspended');

    // The user's page finds its session gone at the next call and goes to sign-in, where sign-in says why.
    await userPage.getByRole('link', { name: 'Favorites', exact: true }).click();
    await expect(userPage).toHaveURL(/\/auth/);
    await signIn(userPage, email);
    await expect(toast(userPage, 'Sign in failed')).toContainText('Your account has been suspended. Contact the administrator.');
    await expect(userPage).toHaveURL(/\/auth/);

    await row.getByRole('button', { name: `Reactivate ${email}` }).click();
    await page.getByRole('alertdialog', { name: 'Reactivate this account?' }).getByRole('button', { name: 'Reactivate Account' }).click();
    await expect(toast(page, 'User reactivated')).toContainText(email);
    await expect(row).toContainText('Approved');
    await signIn(userPage, email);
    await expect(userPage.getByRole('heading', { name: 'All Prompts' })).toBeVisible();
    await context.close();

    const actions = region(page, 'Security').getByRole('list', { name: 'Recent admin actions' });
    await expect(actions.getByRole('listitem').filter({ hasText: `suspended ${email}` })).toBeVisible();
    await expect(actions.getByRole('listitem').filter({ hasText: `reactivated ${email}` })).toBeVisible();
  });

  test('rejects a pending sign-up after confirmation, deleting the account', async ({ page, request }) => {
    test.slow();
    const { email } = await createAccount(request, { approved: false, email: uniqueEmail('rejected') });
    await openUnlockedPanel(page, request);
    const entry = region(page, 'Pending User Approvals').getByRole('listitem').filter({ hasText: email });
    await entry.getByRole('button', { name: `Reject ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reject this sign-up?' });
    await expect(dialog).toContainText(email);
    // Cancel keeps the account.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: `Reject ${email}` }).click();
    await dialog.getByRole('button', { name: 'Reject Sign-up' }).click();
    await expect(toast(page, 'Sign-up rejected')).toContainText(email);
    await expect(entry).toHaveCount(0);
    expect(await database()`select id from users where email = ${email}`).toHaveLength(0);
    const res = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    expect(res.status()).toBe(401);
  });

  test('finds users by e-mail, a page at a time, with 40 px buttons on a phone', async ({ page, request }) => {
    test.slow();
    const tag = `paged${Date.now()}`;
    // More accounts than one page holds, made directly: the sign-up form would be rate-limited long before.
    await database()`insert into users (id, email, approved, created_at)
      select ${tag} || '-' || n, ${tag} || '-' || n || '@example.com', n % 2 = 0, now() - make_interval(mins => n)
      from generate_series(1, 21) as n`;
    await openUnlockedPanel(page, request);
    const users = region(page, 'Users');
    await users.getByLabel('Search by email').fill(tag.toUpperCase());
    const rows = users.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${tag}-1@example.com`);
    await expect(rows.first()).toContainText('Pending');
    await expect(users.getByText('Showing 1–20')).toBeVisible();
    await users.getByRole('button', { name: 'Next' }).click();
    await expect(users.getByText('Showing 21–21')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag}-21@example.com`);
    await expect(users.getByRole('button', { name: 'Next' })).toBeDisabled();
    await users.getByRole('button', { name: 'Previous' }).click();
    await expect(rows).toHaveCount(20);

    await users.getByLabel('Search by email').fill(`${tag}-nobody`);
    await expect(users.getByText('No users found')).toBeVisible();
    await users.getByLabel('Search by email').fill(`${tag}-7@`);
    await expect(rows).toHaveCount(1);

    await page.setViewportSize({ width: 375, height: 800 });
    for (const card of ['Users', 'Pending User Approvals']) {
      for (const button of await region(page, card).getByRole('button').all()) {
        expect((await button.boundingBox())?.height, `${card}: ${await button.textContent()}`).toBeGreaterThanOrEqual(40);
      }
    }
    await expectNoAxeViolations(page);
    await database()`delete from users where id like ${`${tag}-%`}`;
  });
});
