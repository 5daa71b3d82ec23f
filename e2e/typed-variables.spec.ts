import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitUntilLive } from './fixtures';
import { signInNewAccount } from './signed-in';

/** A template with one variable of each kind a person fills most: a choice, a number, a switch, a date, an e-mail, and plain text. */
const TYPED =
  'Write a {{tone | select:options=["formal","friendly","blunt"]:default="friendly"}} note to {{to | email:label="Recipient e-mail"}} ' +
  'in {{lines | number:min=1:max=9}} lines, due {{due | date}}. Sign it: {{signature | checkbox:label="Add my signature"}}.\n\nNotes: {{notes}}';

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Fills the typed form as a person does, with the keyboard where a person would use it. */
async function fillTypedForm(page: Page) {
  const tone = page.getByRole('combobox', { name: 'tone' });
  await expect(tone).toHaveValue('friendly');
  await tone.selectOption('blunt');

  const email = page.getByRole('textbox', { name: 'Recipient e-mail' });
  await email.fill('not an address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('This does not look like an e-mail address');
  await email.fill('sam@example.com');

  const lines = page.getByRole('spinbutton', { name: 'lines' });
  await expect(lines).toHaveAttribute('min', '1');
  await expect(lines).toHaveAttribute('max', '9');
  await lines.fill('12');
  await lines.blur();
  await expect(lines).toHaveAccessibleDescription('The largest value is 9');
  await lines.fill('3');
  await expect(lines).toHaveAccessibleDescription('');

  await page.getByLabel('due').fill('2026-12-01');

  const signature = page.getByRole('switch', { name: 'Add my signature' });
  await expect(signature).not.toBeChecked();
  await signature.focus();
  await page.keyboard.press('Space');
  await expect(signature).toBeChecked();

  // Several pasted lines turn the one-line field into a text area that keeps them.
  const notes = page.getByRole('textbox', { name: 'notes' });
  expect(await notes.evaluate((element) => element.tagName)).toBe('INPUT');
  await notes.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'first line\nsecond line');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('textbox', { name: 'notes' })).toHaveValue('first line\nsecond line');
  expect(await page.getByRole('textbox', { name: 'notes' }).evaluate((element) => element.tagName)).toBe('TEXTAREA');
  await expect(page.getByRole('textbox', { name: 'notes' })).toBeFocused();
  await page.keyboard.type(' and a third');
}

const FILLED = 'Write a blunt note to sam@example.com in 3 lines, due 2026-12-01. Sign it: true.\n\nNotes: first line\nsecond line and a third';

test.describe('typed variables', () => {
  test('a visitor fills a typed template on the shared view and copies it, line breaks and all', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewAccount(page, request);
    const created = await page.request.post('/api/v1/prompts', { data: { title: 'Typed note', content: TYPED } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const shared = await page.request.post(`/api/v1/prompts/${id}/share`);
    const { shareId } = (await shared.json()) as { shareId: string };

    const visitor = await context.browser()!.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const guest = await visitor.newPage();
    await guest.emulateMedia({ reducedMotion: 'reduce' });
    await guest.goto(`/shared/${shareId}`);
    await expect(guest.getByRole('heading', { name: 'Typed note' })).toBeVisible();
    await expectNoAxeViolations(guest);
    await waitUntilLive(guest);
    await fillTypedForm(guest);
    await expect(guest.getByTestId('template-preview')).toHaveText(FILLED);
    await guest.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(guest.getByText('Copied to clipboard')).toBeVisible();
    expect(await readClipboard(guest)).toBe(FILLED);

    // The visitor's values stay in their own browser: back on the link, the form is as they left it.
    await guest.reload();
    await expect(guest.getByRole('combobox', { name: 'tone' })).toHaveValue('blunt');
    await expect(guest.getByRole('textbox', { name: 'notes' })).toHaveValue('first line\nsecond line and a third');
    await expect(guest.getByTestId('template-preview')).toHaveText(FILLED);
    await guest.getByRole('button', { name: 'Clear values' }).click();
    await expect(guest.getByRole('combobox', { name: 'tone' })).toHaveValue('friendly');
    await expect(guest.getByRole('textbox', { name: 'Recipient e-mail' })).toHaveValue('');
    await expect(guest.getByRole('button', { name: 'Clear values' })).toBeHidden();
    await guest.reload();
    await expect(guest.getByRole('textbox', { name: 'Recipient e-mail' })).toHaveValue('');
    // Another browser (another visitor) starts empty.
    const other = await context.browser()!.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`/shared/${shareId}`);
    await expect(otherPage.getByRole('combobox', { name: 'tone' })).toHaveValue('friendly');
    await other.close();
    await visitor.close();
  });

  test('Form Mode renders the same controls, starting from the defaults', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewAccount(page, request);
    const created = await page.request.post('/api/v1/prompts', { data: { title: 'Typed note', content: TYPED } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/app/template/${id}`);
    await expect(page.getByRole('tab', { name: 'Form Mode' })).toHaveAttribute('aria-selected', 'true');
    // Before anything is typed, the preview already holds the defaults: the choice and the switch's "false".
    await expect(page.getByTestId('template-preview')).toContainText('Write a friendly note to');
    await expect(page.getByTestId('template-preview')).toContainText('Sign it: false.');
    await fillTypedForm(page);
    await expect(page.getByTestId('template-preview')).toHaveText(FILLED);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
    expect(await readClipboard(page)).toBe(FILLED);
  });
});

test.describe('typed variables in the editor', () => {
  test('a chip opens a small form that writes the syntax for the person', async ({ page, request }) => {
    await signInNewAccount(page, request);
    const created = await page.request.post('/api/v1/prompts', { data: { title: 'Reply', content: 'Answer {{who}} in a {{tone}} way. Then {{tone}} again.' } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/app/prompt/${id}`);
    const chips = page.getByRole('group', { name: 'Variables' });
    await expect(chips.getByRole('button')).toHaveText(['whoText', 'toneText']);

    // The default field takes the type's own kind of value: a text default a date cannot show goes, a date is picked.
    await chips.getByRole('button', { name: 'Set up who: Text' }).click();
    const whoDialog = page.getByRole('dialog', { name: 'Set up who' });
    await whoDialog.getByLabel('Default').fill('next week');
    await whoDialog.getByLabel('Type').selectOption('date');
    await expect(whoDialog.getByLabel('Default')).toHaveAttribute('type', 'date');
    await expect(whoDialog.getByLabel('Written as')).toHaveText('{{who | date}}');
    await whoDialog.getByLabel('Default').fill('2026-12-01');
    await expect(whoDialog.getByLabel('Written as')).toHaveText('{{who | date:default="2026-12-01"}}');
    await whoDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(whoDialog).toBeHidden();

    await chips.getByRole('button', { name: 'Set up tone: Text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up tone' });
    await dialog.getByLabel('Type').selectOption('select');
    await expect(dialog.getByText('Add at least one option')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await dialog.getByLabel('Options, one per line').fill('formal\nfriendly\nfriendly\n');
    await dialog.getByLabel('Default').selectOption('friendly');
    await dialog.getByLabel('Label shown on the form').fill('Tone of voice');
    await expect(dialog.getByLabel('Written as')).toHaveText('{{tone | select:options=["formal","friendly"]:default="friendly":label="Tone of voice"}}');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Apply' }).press('Enter');
    await expect(dialog).toBeHidden();

    const content = page.getByRole('textbox', { name: 'Content' });
    await expect(content).toHaveValue('Answer {{who}} in a {{tone | select:options=["formal","friendly"]:default="friendly":label="Tone of voice"}} way. Then {{tone}} again.');
    await expect(chips.getByRole('button', { name: 'Set up tone: Choice' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The form the chip wrote is what Form Mode shows, and it survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Form Mode' }).click();
    await expect(page.getByRole('combobox', { name: 'Tone of voice' })).toHaveValue('friendly');
    await expect(page.getByTestId('template-preview')).toContainText('Answer {{who}} in a friendly way. Then friendly again.');
  });
});
