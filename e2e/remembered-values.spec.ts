import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { signInNewAccount } from './signed-in';

test('a template remembers the values last filled in, across a reload and on a second browser, until cleared', async ({ page, request, browser }) => {
  const email = await signInNewAccount(page, request);
  const created = await page.request.post('/api/v1/prompts', { data: { title: 'Stand-up', content: 'Summarise {{notes}} for {{team | select:options=["Design","Ops"]}}.' } });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/app/template/${id}`);
  await page.getByRole('textbox', { name: 'notes' }).fill('the release slipped a day');
  await page.getByRole('combobox', { name: 'team' }).selectOption('Ops');
  // Kept once typing settles.
  await expect.poll(async () => ((await (await page.request.get(`/api/v1/prompts/${id}/values`)).json()) as { values: Record<string, string> }).values).toEqual({ notes: 'the release slipped a day', team: 'Ops' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'notes' })).toHaveValue('the release slipped a day');
  await expect(page.getByRole('combobox', { name: 'team' })).toHaveValue('Ops');
  await expectNoAxeViolations(page);

  // The same account on another browser finds them too.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, email);
  await expect(second).toHaveURL(/\/app$/);
  await second.goto(`/app/template/${id}`);
  await expect(second.getByRole('textbox', { name: 'notes' })).toHaveValue('the release slipped a day');
  await expect(second.getByTestId('template-preview')).toHaveText('Summarise the release slipped a day for Ops.');

  await second.getByRole('button', { name: 'Clear values' }).click();
  await expect(second.getByRole('textbox', { name: 'notes' })).toHaveValue('');
  await expect.poll(async () => ((await (await second.request.get(`/api/v1/prompts/${id}/values`)).json()) as { values: Record<string, string> }).values).toEqual({});
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'team' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'notes' })).toHaveValue('');
  await other.close();
});
