import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Signs a new approved account in through the form; returns its e-mail. */
async function signInNewAccount(page: Page, request: APIRequestContext): Promise<string> {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return email;
}

async function createPrompt(page: Page, title: string, content = `Content of ${title}`) {
  const res = await page.request.post('/api/v1/prompts', { data: { title, content, tags: [] } });
  expect(res.status()).toBe(201);
}

/** Buys a plan through the API with the page's session, as the local checkout page would. */
async function subscribe(page: Page, plan: 'pro' | 'max') {
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan } });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const checkoutId = new URL(url).pathname.split('/').pop() ?? '';
  const complete = await page.request.post(`/api/billing/local/checkouts/${checkoutId}/complete`, { data: {} });
  expect(complete.status()).toBe(200);
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Subscription' });

test.describe('plans and billing', () => {
  test('a free user at the limit upgrades to Pro through the checkout, and the sixth prompt saves', async ({ page, request }) => {
    test.slow(); // six prompts, two dialogs, a checkout and two axe checks in one walk
    const email = await signInNewAccount(page, request);
    for (let i = 1; i <= 5; i += 1) await createPrompt(page, `Prompt ${i}`);

    await page.goto('/app/prompt/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('The sixth one');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('One prompt more than Free allows.');
    await page.getByRole('button', { name: 'Create Prompt' }).click();

    const limitDialog = page.getByRole('dialog', { name: 'Prompt limit reached' });
    await expect(limitDialog).toContainText('Free accounts can create up to 5 prompts.');
    await limitDialog.getByRole('button', { name: 'Upgrade' }).click();

    const plans = page.getByRole('dialog', { name: 'Choose your plan' });
    await expect(plans.getByRole('listitem', { name: 'Free' })).toContainText('$0 per month');
    await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('$2.99 per month');
    await expect(plans.getByRole('listitem', { name: 'Max' })).toContainText('$3.99 per month');
    await expect(plans.getByText('Online payments are coming soon')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await plans.getByRole('listitem', { name: 'Pro' }).getByRole('button', { name: 'Upgrade' }).click();

    // The built-in checkout (no Stripe in the test server): the plan, its price and the account.
    await expect(page).toHaveURL(/\/billing\/checkout\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'PromptNest test checkout' })).toBeVisible();
    await expect(page.getByText('no card is charged')).toBeVisible();
    await expect(page.getByText('$2.99 per month')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Back on the account page, which says so once and drops ?checkout=success from the address.
    await expect(page.getByText('Subscription active')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(subscriptionCard(page).getByText('Pro', { exact: true })).toBeVisible();
    await expect(subscriptionCard(page)).toContainText('Renews');
    await expect(subscriptionCard(page).getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await expect(sidebar(page).getByText('Pro', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Upgrade' })).toHaveCount(0);

    // The unsaved sixth prompt waits as a draft; now it fits.
    await page.goto('/app/prompt/new');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('The sixth one');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(page.getByText('Prompt created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('article', { name: 'The sixth one' })).toBeVisible();
  });

  test('a Pro user cancels in the Danger Zone, then resumes and switches plans in the portal', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await subscribe(page, 'pro');
    await page.goto('/app/account');
    await expect(subscriptionCard(page)).toContainText('Renews');

    const dangerZone = page.getByRole('region', { name: 'Danger Zone' });
    await dangerZone.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByText('Subscription cancelled')).toBeVisible();
    await expect(subscriptionCard(page)).toContainText('Expires');
    await expect(subscriptionCard(page)).not.toContainText('Renews');
    await expect(dangerZone.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(dangerZone).toContainText('Cancellation scheduled');

    await subscriptionCard(page).getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/billing\/portal$/);
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
    await expect(page.getByText('Expires')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(page.getByText('Renews')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to Max' }).click();
    await expect(page.getByText('Switched to Max')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to Pro' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to PromptNest' }).click();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(subscriptionCard(page)).toContainText('Renews');
    await expect(subscriptionCard(page).getByText('Max', { exact: true })).toBeVisible();
    // Max is unlimited: no bars, the infinity sign.
    await expect(page.getByRole('region', { name: 'Usage & Limits' }).getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Usage & Limits' })).toContainText('∞');
  });

  test('a paying user finds the upgrade buttons off and Manage Subscription on the pricing section', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await subscribe(page, 'pro');
    await page.reload();
    await expect(sidebar(page).getByText('Pro', { exact: true })).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new Event('openUpgradeDialog')));
    const plans = page.getByRole('dialog', { name: 'Choose your plan' });
    await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('Current plan');
    for (const plan of ['Pro', 'Max']) await expect(plans.getByRole('listitem', { name: plan }).getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto('/#pricing');
    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByRole('listitem', { name: 'Free' }).getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');
    await expect(pricing.getByRole('listitem', { name: 'Max' }).getByRole('button', { name: 'Choose Max' })).toBeDisabled();
    await pricing.getByRole('listitem', { name: 'Pro' }).getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/billing\/portal$/);
  });

  test('visitors are sent to sign up from the prices; a free user starts a checkout there and can cancel it', async ({ page, request }) => {
    await page.goto('/');
    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    for (const [plan, label] of [['Free', 'Get Started'], ['Pro', 'Choose Pro'], ['Max', 'Choose Max']]) {
      await expect(pricing.getByRole('listitem', { name: plan }).getByRole('link', { name: label })).toHaveAttribute('href', '/auth?tab=signup');
    }

    await signInNewAccount(page, request);
    await page.goto('/');
    await pricing.getByRole('listitem', { name: 'Max' }).getByRole('button', { name: 'Choose Max' }).click();
    await expect(page.getByRole('heading', { name: 'PromptNest test checkout' })).toBeVisible();
    await expect(page.getByText('$3.99 per month')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Checkout cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(subscriptionCard(page).getByText('Free', { exact: true })).toBeVisible();
    await expect(subscriptionCard(page).getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  });

  test('the billing pages ask signed-out visitors to sign in', async ({ page }) => {
    await page.goto('/billing/portal');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin&returnTo=%2Fbilling%2Fportal');
  });

  test('an annual checkout through the built-in provider: the yearly price, then the plan badge', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    await subscriptionCard(page).getByRole('button', { name: 'Upgrade Plan' }).click();

    const plans = page.getByRole('dialog', { name: 'Choose your plan' });
    const period = plans.getByRole('group', { name: 'Billing period' });
    await expect(period.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await period.getByRole('button', { name: /Annual/ }).click();
    await expect(period.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('$26.91 per year');
    await expect(plans.getByRole('listitem', { name: 'Pro' })).toContainText('$2.24 per month, billed annually');
    await expect(plans.getByRole('listitem', { name: 'Max' })).toContainText('$35.91 per year');
    await expect(plans.getByRole('listitem', { name: 'Free' })).toContainText('$0 per month');
    await expectNoAxeViolations(page);
    await plans.getByRole('listitem', { name: 'Pro' }).getByRole('button', { name: 'Upgrade' }).click();

    await expect(page.getByRole('heading', { name: 'PromptNest test checkout' })).toBeVisible();
    await expect(page.getByText('$26.91 per year')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(subscriptionCard(page).getByText('Pro', { exact: true })).toBeVisible();
    await expect(subscriptionCard(page)).toContainText('Billed annually: $26.91 per year');
    const nextYear = new Intl.DateTimeFormat('en-US', { year: 'numeric' }).format(new Date(Date.now() + 365 * 86_400_000));
    await expect(subscriptionCard(page)).toContainText(new RegExp(`Renews.*${nextYear}`));
    await expect(sidebar(page).getByText('Pro', { exact: true })).toBeVisible();
  });

  test('the pricing section switches between monthly and annual prices', async ({ page }) => {
    await page.goto('/#pricing');
    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByRole('listitem', { name: 'Max' })).toContainText('$3.99 per month');
    await pricing.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: /Annual/ }).click();
    await expect(pricing.getByRole('listitem', { name: 'Max' })).toContainText('$35.91 per year');
    await expect(pricing.getByRole('listitem', { name: 'Max' })).toContainText('$2.99 per month, billed annually');
    await expect(pricing.getByText('Annual billing saves 25%.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
