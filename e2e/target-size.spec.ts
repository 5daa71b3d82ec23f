import type { Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, signIn, test } from './fixtures';

// A phone: 375 px wide, touch. Every button, and every link with the button look, is at least 40 px tall
// there (WCAG 2.2 target size). Plain text links inside sentences are exempt and not selected.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const CONTROLS = 'button, summary, [role="button"], [role="tab"], .ui-button';

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
  expect(await findSmallControls(page)).toEqual([]);
}

test.describe('touch targets at 375 px', () => {
  test('public screens: landing, sign in, sign up, forgot password, 404, a shared prompt', async ({ page, request, baseURL }) => {
    const { email } = await createAccount(request);
    // Writes that carry a session cookie must name our origin, as a browser does.
    const headers = { origin: baseURL ?? '' };
    expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    const created = await request.post('/api/prompts', { headers, data: { title: 'Phone check', content: 'Hi {{name}}', tags: [] } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { shareId } = (await (await request.post(`/api/prompts/${id}/share`, { headers })).json()) as { shareId: string };

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
    const created = await page.request.post('/api/prompts', { headers: { origin: baseURL ?? '' }, data: { title: 'On the phone', content: 'Text', tags: ['mobile'] } });
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
});
