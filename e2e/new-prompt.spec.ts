import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

test.describe('New Prompt', () => {
  test('opens with the cursor in the title; a full Free plan says so with an Upgrade button', async ({ page, request, baseURL }) => {
    await signInNewAccount(page, request);

    // Room left: no notice.
    await page.goto('/app/prompt/new');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    const notice = page.getByRole('region', { name: 'Plan usage' });
    await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // Free holds 5 prompts.
    for (let i = 1; i <= 5; i += 1) {
      const res = await page.request.post('/api/v1/prompts', { headers: { origin: baseURL ?? '' }, data: { title: `Prompt ${i}`, content: 'Text', tags: [] } });
      expect(res.status()).toBe(201);
    }
    await page.goto('/app/prompt/new');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(notice).toContainText('5 of 5 prompts used');
    await expectNoAxeViolations(page);

    await notice.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
  });
});
