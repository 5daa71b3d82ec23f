import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Spec §2 "Landing page": the sections of main, in order, then the footer. */
const sectionOrder = ['hero', 'features', 'demo', 'why-us', 'highlights', 'pricing', 'faq', 'pip', 'get-started'];

const header = (page: Page) => page.getByRole('banner');
const pricing = (page: Page) => page.getByRole('region', { name: 'Simple pricing' });
const demo = (page: Page) => page.getByRole('region', { name: 'Fill in a template, right here' });
const planCard = (page: Page, plan: string) => pricing(page).getByRole('listitem', { name: plan });
const field = (page: Page, name: 'Text' | 'Tone') => demo(page).getByRole('textbox', { name, exact: true });

/** The sum of layout shifts the page has had (what Lighthouse counts as CLS, without the session windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no callback: answer zero after a moment.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('landing page', () => {
  test('every section is there, in the order of the spec, with a title, a description and no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Your library of AI prompts and fill-in templates · PromptNest');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ChatGPT, Claude and Gemini/);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(sectionOrder);
    for (const id of sectionOrder) await expect(page.locator(`section#${id}`)).toHaveAccessibleName(/\S/);
    // The header comes first and the footer last.
    expect(await page.locator('body *:is(header, main, footer)').evaluateAll((all) => all.map((el) => el.tagName))).toEqual(['HEADER', 'MAIN', 'FOOTER']);

    const hero = page.locator('section#hero');
    await expect(hero.getByText('Now in Beta', { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=signup');
    // The hero's card is a picture, not a form: nothing in it can be focused or pressed.
    const picture = hero.locator('figure');
    await expect(picture).toBeVisible();
    await expect(picture.locator('button, input, textarea, select, a, [tabindex]')).toHaveCount(0);
    await expect(page.locator('section#features').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('img', { name: /^Pip/ })).toBeVisible();
    for (const text of ['Annual billing saves 25%.', 'Upgrades are pro-rated.', 'On downgrade, existing prompts are kept, but only the newest within the limit are visible.']) {
      await expect(pricing(page).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    expect(await layoutShift(page)).toBeLessThan(0.01);

    await expectNoAxeViolations(page);
    // The FAQ's answers are checked too, opened.
    for (const summary of await page.locator('#faq summary').all()) await summary.click();
    await expect(page.getByText('self-hostable with two commands')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test('the header hides past 100 px down, returns on the way up, and scrolls to Features and Pricing', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?tab=signin');
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup');

    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(header(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(header(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(header(page)).not.toBeInViewport();
    // A keyboard user tabbing into the hidden header gets it back.
    await page.getByRole('link', { name: 'PromptNest home' }).first().focus();
    await expect(header(page)).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await header(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(pricing(page)).toBeInViewport();
    await expect(pricing(page)).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await header(page).getByRole('link', { name: 'Features' }).click();
    await expect(page.getByRole('region', { name: 'A home for the prompts you rely on' })).toBeInViewport();
  });

  test('at 375 px the menu is a side drawer, and nothing is wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/');
    await expect(header(page).getByRole('navigation', { name: 'Sections' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?tab=signin');
    await expect(drawer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(drawer).toBeHidden();
    await expect(pricing(page)).toBeInViewport();
    // Wider than 768 px the links are in the bar and the menu button is gone.
    await page.setViewportSize({ width: 800, height: 780 });
    await expect(openMenu).toBeHidden();
    await expect(header(page).getByRole('navigation', { name: 'Sections' })).toBeVisible();
  });

  test('the demo copies only when Text and Tone are both filled in; empty ones show their token', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const copy = demo(page).getByRole('button', { name: 'Copy' });
    const preview = demo(page).getByTestId('demo-preview');
    const hint = 'Fill in all required fields to see the complete template.';

    await expect(copy).toBeDisabled();
    await expect(demo(page).getByText(hint)).toBeVisible();
    await expect(preview).toContainText('{{Text}}');
    await expect(preview).toContainText('{{Tone}}');
    await expect(field(page, 'Text')).toHaveAttribute('placeholder', 'Enter Text...');

    await field(page, 'Text').fill('We moved the launch to Friday because the tests found a bug.');
    await expect(preview).toContainText('We moved the launch to Friday');
    await expect(preview).not.toContainText('{{Text}}');
    await field(page, 'Tone').fill('   ');
    await expect(copy).toBeDisabled();
    await expect(preview).toContainText('{{Tone}}');

    await demo(page).getByRole('button', { name: 'friendly' }).click();
    await expect(field(page, 'Tone')).toHaveValue('friendly');
    await expect(copy).toBeEnabled();
    await expect(demo(page).getByText(hint)).toBeHidden();
    await copy.click();
    await expect(demo(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('The generated prompt text is ready to use!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('We moved the launch to Friday because the tests found a bug.');
    expect(copied).toContain('Rewrite it in a friendly tone.');
    expect(copied).not.toContain('{{');

    await field(page, 'Text').fill('');
    await expect(demo(page).getByRole('button', { name: /Copy/ })).toBeDisabled();
    await expect(preview).toContainText('{{Text}}');
  });

  test('a failed demo copy says so', async ({ page }) => {
    await page.addInitScript(() => {
      // No clipboard at all: the API refuses and the old command fails too.
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await page.goto('/');
    await field(page, 'Text').fill('Hello');
    await field(page, 'Tone').fill('formal');
    await demo(page).getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Failed to copy')).toBeVisible();
    await expect(page.getByText('Please try again.')).toBeVisible();
    await expect(demo(page).getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  test('the footer offers feedback by e-mail', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footer.getByRole('button', { name: 'Feedback' })).toBeFocused();
  });

  test('a direct load gets the light page: no router, query library, Radix or toasts, and a clean hydration', async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Chunk names from apps/web/vite.config.ts; a hydration mismatch is reported as an error.
    expect(scripts.some((script) => /\/assets\/landing-main-/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/assets\/(router|query|radix|sonner|zod)-/.test(script))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is all there, prerendered, with the visitor’s links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stop rewriting the prompts');
    expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(sectionOrder);
    await expect(planCard(page, 'Pro').getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/auth?tab=signup');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?tab=signin');
  });
});

/** Buys a plan through the API with the page's session, as the built-in checkout page would. */
async function subscribe(page: Page, plan: 'pro' | 'max') {
  const checkout = await page.request.post('/api/billing/checkout', { data: { plan } });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const complete = await page.request.post(`/api/billing/local/checkouts/${new URL(url).pathname.split('/').pop()}/complete`, { data: {} });
  expect(complete.status()).toBe(200);
}

test.describe('landing pricing buttons', () => {
  test('a visitor is sent to sign up from every plan', async ({ page }) => {
    await page.goto('/');
    for (const [plan, label] of [['Free', 'Get Started'], ['Pro', 'Choose Pro'], ['Max', 'Choose Max']] as const) {
      await expect(planCard(page, plan).getByRole('link', { name: label })).toHaveAttribute('href', '/auth?tab=signup');
    }
    await expect(pricing(page).getByText('Current plan')).toHaveCount(0);
  });

  test('a free user goes to the app from Free and can start Pro or Max', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto('/#pricing');
    await expect(planCard(page, 'Free').getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');
    await expect(planCard(page, 'Free')).toContainText('Current plan');
    await expect(planCard(page, 'Max').getByRole('button', { name: 'Choose Max' })).toBeEnabled();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\/[\w-]+$/);
    await expect(page.getByText('$2.99 per month')).toBeVisible();
  });

  test('a Pro user manages Pro and cannot start another plan', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    await subscribe(page, 'pro');
    await page.goto('/#pricing');
    await expect(planCard(page, 'Pro')).toContainText('Current plan');
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    await expect(planCard(page, 'Max').getByRole('button', { name: 'Choose Max' })).toBeDisabled();
    await expect(planCard(page, 'Free').getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page);
  });

  test('an account waiting for approval is sent to the app from every plan', async ({ page, request }) => {
    const { email } = await createAccount(request, { approved: false });
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await page.goto('/#pricing');
    for (const [plan, label] of [['Free', 'Go to App'], ['Pro', 'Choose Pro'], ['Max', 'Choose Max']] as const) {
      await expect(planCard(page, plan).getByRole('link', { name: label })).toHaveAttribute('href', '/app');
    }
  });

  test('a checkout that fails to start says so, and the button waits while it runs', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    let answer!: () => void;
    const isAnswered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/billing/checkout', async (route) => {
      await isAnswered;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'INTERNAL', message: 'Internal error' }) });
    });
    await page.goto('/#pricing');
    await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Loading...' })).toBeDisabled();
    answer();
    await expect(page.getByText('Failed to start checkout process. Please try again.')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    await expect(page).toHaveURL(/\/#pricing$/);
  });
});

test.describe('theme', () => {
  test('the toggle switches to dark, and the choice follows the visitor into the app and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background()).not.toBe(light);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // Back to the system's own theme: the page follows the system again.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
