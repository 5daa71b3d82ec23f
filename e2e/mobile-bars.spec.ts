import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test.describe('at 375 px', () => {
  test("the library's top bar has the theme toggle, and every editor action has a name and a visible word", async ({ page, request, baseURL }) => {
    await signInNewAccount(page, request);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    const res = await page.request.post('/api/v1/prompts', { headers: { origin: baseURL ?? '' }, data: { title: 'Greeting', content: 'Hello {{name}}', tags: [], isTemplate: true } });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/app/prompt/${id}`);
    const actions = page.getByRole('group', { name: 'Prompt actions' });
    for (const name of ['Copy content', 'Share', 'Form mode', 'Delete']) await expect(actions.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Open template' })).toBeVisible();
    // A finger cannot hover for a tooltip: each action shows a word of its own on the phone.
    for (const [name, word] of [['Copy content', 'Copy'], ['Share', 'Share'], ['Form mode', 'Form'], ['Delete', 'Delete']] as const) {
      await expect(actions.getByRole('button', { name, exact: true }).getByText(word, { exact: true })).toBeVisible();
    }
    await expect(actions.getByRole('link', { name: 'Open template' }).getByText('Template', { exact: true })).toBeVisible();
    // Nothing in the bar without a name a screen reader can read out.
    for (const control of await actions.locator('button, a').all()) {
      expect((await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim()).toBeTruthy();
    }
    await expectNoAxeViolations(page);
  });
});
