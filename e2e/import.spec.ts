import path from 'node:path';
import type { Page } from '@playwright/test';
import { database, expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

const fixture = (name: string) => path.resolve('e2e/fixtures/import', name);

/** A Max plan (no limits), granted as an administrator's test subscription would be. */
async function grantMax(email: string) {
  await database()`insert into subscriptions (user_id, tier, source, status, granted_by_admin, current_period_end)
    select id, 'Max', 'admin', 'active', true, now() + interval '30 days' from users where email = ${email}`;
}

/** The preview's four counts, as the dialog shows them. */
async function expectCounts(page: Page, counts: { New: number; Duplicates: number; Invalid: number; 'Over the limit': number }) {
  const preview = page.getByRole('dialog', { name: 'Import prompts' }).getByRole('definition');
  await expect(preview).toHaveText(Object.values(counts).map(String));
}

async function chooseFile(page: Page, name: string) {
  await page.getByRole('dialog', { name: 'Import prompts' }).getByLabel('File to import').setInputFiles(fixture(name));
}

test('imports a file of each format from the account page, with the preview\'s counts, and a second import adds nothing', async ({ page, request }) => {
  test.slow();
  const email = await signInNewAccount(page, request);
  await grantMax(email);
  await page.goto('/app/account');
  const formats: Array<[string, string, number]> = [
    ['open-webui-prompts.json', 'Open WebUI', 3],
    ['prompts.csv', 'prompts.chat CSV', 4],
    ['langfuse-prompts.json', 'Langfuse', 2],
    ['promptnest-export.json', 'PromptNest JSON', 2],
    ['promptnest-export.csv', 'PromptNest CSV', 2],
    ['markdown-prompts.zip', 'Markdown', 3],
  ];
  for (const [file, format, count] of formats) {
    await page.getByRole('region', { name: 'Data Import' }).getByRole('button', { name: 'Import prompts' }).click();
    await chooseFile(page, file);
    const dialog = page.getByRole('dialog', { name: 'Import prompts' });
    await expect(dialog.getByText(`${file} · ${format} · ${count} rows`)).toBeVisible();
    await expectCounts(page, { New: count, Duplicates: 0, Invalid: 0, 'Over the limit': 0 });
    if (file === 'langfuse-prompts.json') await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: `Import ${count} prompts` }).click();
    // The last toast: an earlier import of as many prompts may still be showing.
    await expect(page.getByText(`Imported ${count} prompts.`).last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  // The same file again: everything is a duplicate, and there is nothing to import.
  await page.getByRole('region', { name: 'Data Import' }).getByRole('button', { name: 'Import prompts' }).click();
  await chooseFile(page, 'prompts.csv');
  await expectCounts(page, { New: 0, Duplicates: 4, Invalid: 0, 'Over the limit': 0 });
  await expect(page.getByRole('button', { name: 'Nothing new to import.' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // They are in the library, converted: prompts.chat's ${Position:…} is a {{Position}} template now.
  await page.goto('/app?q=Interviewer');
  await expect(page.getByRole('article', { name: 'Job Interviewer' })).toBeVisible();
  await page.goto('/app/account');
  await expect(page.getByRole('button', { name: 'Export 16 Prompts to CSV' })).toBeEnabled();
});

test('from the empty library: a file with invalid rows imports the valid ones and names the rest; over the plan, Upgrade', async ({ page, request }) => {
  test.slow();
  await signInNewAccount(page, request);
  await page.getByRole('button', { name: 'Import prompts' }).click();
  await chooseFile(page, 'with-invalid-rows.csv');
  const dialog = page.getByRole('dialog', { name: 'Import prompts' });
  await expectCounts(page, { New: 2, Duplicates: 0, Invalid: 2, 'Over the limit': 0 });
  const invalid = dialog.getByRole('region', { name: 'Not imported: invalid rows' });
  await expect(invalid.getByRole('listitem')).toHaveText(['Row 2, Sneaky: Text contains invalid content', 'Row 3, Row 3: Text is required']);
  await expect(dialog.getByRole('table', { name: 'First rows of the file' }).getByRole('row')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 prompts' }).click();
  await expect(page.getByText('Imported 2 prompts. 2 invalid rows left out.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Storyteller' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Poet' })).toBeVisible();

  // Free allows two templates, and both are used: prompts.chat's three templates do not fit.
  await page.goto('/app/account');
  await page.getByRole('region', { name: 'Data Import' }).getByRole('button', { name: 'Import prompts' }).click();
  await chooseFile(page, 'prompts.csv');
  await expectCounts(page, { New: 1, Duplicates: 0, Invalid: 0, 'Over the limit': 3 });
  await expect(dialog.getByRole('status')).toHaveText(/3 templates would not fit your plan's limits/);
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog', { name: /plan/i })).toBeVisible();
});

test('a file that is not a prompt export is refused with a clear message', async ({ page, request }) => {
  await signInNewAccount(page, request);
  await page.getByRole('button', { name: 'Import prompts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import prompts' });
  await dialog.getByLabel('File to import').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b,c\n1,2,3\n') });
  await expect(dialog.getByRole('alert')).toHaveText(/PromptNest cannot read this file/);
});
