import type { Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, signIn, test } from './fixtures';

// A phone: 375 px wide, touch. Every button, and every link with the button look, is at least 40 px tall
// there (WCAG 2.2 target size). Plain text links inside sentences are exempt and not selected.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

// Navigation links act like buttons (the drawer's entries, tags, Settings), so they are measured too.
const CONTROLS = 'button, summary, [role="button"], [role="tab"], .ui-button, nav a, [role="dialog"] a';

/** The visible controls shorter than 40 px, each named so a failure says which one. */
async function findSmallControls(page: Page): Promise<string[]> {
  return page.locator(CONTROLS).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
      if (box.height >= 40) return [];
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      return [`${name} (${Math.round(box.height)} px)`];
    }),
  );
}

/** Waits for `ready` (a text the loaded screen shows), then measures. */
async function expectTouchSizedControls(page: Page, ready: string | RegExp) {
  await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  // Something to measure: a screen without a single control would pass by accident.
  await expect(page.locator(CONTROLS).first()).toBeAttached();
  // A dialog scales in from 95%: measure what the finger meets once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  expect(await findSmallControls(page)).toEqual([]);
}

test.describe('touch targets at 375 px', () => {
  test('public screens: landing, sign in, sign up, forgot password, 404, a shared prompt', async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request);
    // Writes that carry a session cookie must name our origin, as a browser does.
    const headers = { origin: baseURL ?? '' };
    expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    const created = await request.post('/api/v1/prompts', { headers, data: { title: 'Phone check', content: 'Hi {{name}}', tags: [] } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { shareId } = (await (await request.post(`/api/v1/prompts/${id}/share`, { headers })).json()) as { shareId: string };

    await page.goto('/');
    await expectTouchSizedControls(page, 'Questions, answered');

    await page.goto('/auth?tab=signin');
    await expectTouchSizedControls(page, 'Forgot your password?');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expectTouchSizedControls(page, 'Send Reset Email');

    await page.goto('/auth?tab=signup');
    await expectTouchSizedControls(page, 'Create Account');

    await page.goto('/no-such-page');
    await expectTouchSizedControls(page, '404');

    await page.goto(`/shared/${shareId}`);
    await expectTouchSizedControls(page, 'Phone check');
  });

  test('the Pending Approval screen', async ({ page, request }) => {
    const { email } = await createAccount(request, { approved: false });
    await signIn(page, email);
    await expectTouchSizedControls(page, 'Account Pending Approval');
  });

  test('app screens: library, new prompt, favorites, trash, account', async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await page.waitForURL('**/app');
    const created = await page.request.post('/api/v1/prompts', { headers: { origin: baseURL ?? '' }, data: { title: 'On the phone', content: 'Text', tags: ['mobile'] } });
    expect(created.status()).toBe(201);

    for (const [path, heading] of [
      ['/app', 'On the phone'],
      ['/app/prompt/new', 'Create Prompt'],
      ['/app/favorites', 'Favorites'],
      ['/app/trash', 'Trash'],
      ['/app/account', 'Change Password'],
    ] as const) {
      await page.goto(path);
      await expectTouchSizedControls(page, heading);
    }
  });

  test('the menu drawer, a dialog, a toast with Undo, the editor, the template screen, the shared list', async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await page.waitForURL('**/app');
    const headers = { origin: baseURL ?? '' };
    const template = await page.request.post('/api/v1/prompts', { headers, data: { title: 'Phone template', content: 'Dear {{name}}', tags: ['mobile'], isTemplate: true } });
    expect(template.status()).toBe(201);
    const { id } = (await template.json()) as { id: string };
    expect((await page.request.post(`/api/v1/prompts/${id}/share`, { headers })).ok()).toBe(true);

    await page.goto('/app');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Favorites' })).toBeVisible();
    // Entries, tags, Settings, Feedback and the drawer's own close button.
    await expectTouchSizedControls(page, 'mobile');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.evaluate(() => window.dispatchEvent(new Event('openUpgradeDialog')));
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await expectTouchSizedControls(page, 'Choose your plan');
    await page.keyboard.press('Escape');

    await page.goto(`/app/prompt/${id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Phone template');
    await expectTouchSizedControls(page, 'Form');
    await page.goto(`/app/template/${id}`);
    await expectTouchSizedControls(page, /Tip: write variables in double curly brackets/);
    await page.getByRole('tab', { name: 'Block Editor' }).click();
    await expectTouchSizedControls(page, 'Phone template');
    await page.goto('/app/shared');
    await expectTouchSizedControls(page, 'Phone template');

    // Deleting offers Undo in its toast; that button is a target too.
    await page.goto(`/app/prompt/${id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Prompt' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectTouchSizedControls(page, 'Prompt deleted successfully');
  });
});
