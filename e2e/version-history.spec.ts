import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

const contentField = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
const versions = (page: Page) => page.getByRole('list', { name: 'Versions' }).getByRole('button');

test.describe('version history', () => {
  test('edit twice, compare a version with the current text, restore it, and keep it after a reload', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
    const created = await page.request.post('/api/v1/prompts', { data: { title: 'Weekly report', content: 'Summarise my week in three bullet points.' } });
    const { id } = (await created.json()) as { id: string };

    // First edit: an explicit save (Ctrl+S), which returns to the list.
    await page.goto(`/app/prompt/${id}`);
    await contentField(page).fill('Summarise my week in five short bullet points.');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Prompt updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);

    // Second edit: an autosave.
    await page.goto(`/app/prompt/${id}`);
    await contentField(page).fill('Summarise my month in five short bullet points.');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History' });
    await expect(versions(page)).toHaveCount(3);
    await expect(versions(page).nth(0)).toContainText('Autosaved · current');
    await expect(versions(page).nth(0)).toContainText('content +1 −1 words');
    await expect(versions(page).nth(1)).toContainText('Saved');
    await expect(versions(page).nth(2)).toContainText('Created');

    await versions(page).nth(2).click();
    await expect(versions(page).nth(2)).toHaveAttribute('aria-pressed', 'true');
    const diff = dialog.getByLabel('Content: changes since this version');
    // Removed words are struck through and named for a screen reader; added ones likewise.
    await expect(diff.locator('del')).toContainText(['week', 'three']);
    await expect(diff.locator('ins')).toContainText(['month', 'five short']);
    await expect(diff.locator('del').first()).toContainText('removed:');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText('Version restored')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(contentField(page)).toHaveValue('Summarise my week in three bullet points.');

    await page.reload();
    await expect(contentField(page)).toHaveValue('Summarise my week in three bullet points.');
    await page.getByRole('button', { name: 'History' }).click();
    await expect(versions(page)).toHaveCount(4);
    await expect(versions(page).nth(0)).toContainText('Restored · current');
    // The restore is itself a version: the autosaved text can be brought back.
    await versions(page).nth(1).click();
    await expect(page.getByRole('dialog', { name: 'History' }).getByLabel('Content: changes since this version').locator('ins')).toContainText(['week', 'three']);
  });
});
