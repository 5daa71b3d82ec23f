import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search prompts and actions' });
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

async function createPrompt(page: Page, title: string, content: string) {
  const res = await page.request.post('/api/v1/prompts', { data: { title, content } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Opens the palette with the keyboard and types, as a person does. */
async function openPaletteAndType(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type(text);
}

test.describe('command palette', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInNewAccount(page, request);
  });

  test('from Ctrl+K to the clipboard without the mouse: search, fill a template inline, copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await createPrompt(page, 'Meeting notes', 'Summarise {{notes}} in a {{tone | select:options=["formal","friendly"]:default="friendly"}} tone.');
    await createPrompt(page, 'Retro', 'Questions for the meeting after a release.');
    await page.reload();
    await expect(page.getByRole('link', { name: /Meeting notes/ }).first()).toBeVisible();

    // The palette is a lazy chunk, fetched on the first Ctrl+K, not with the page.
    const paletteChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /palette-dialogs-[^/]*\.js$/.test(entry.name)).length);
    expect(await paletteChunks()).toBe(0);

    // Focus in the top bar's search box: Ctrl+K works from a text field too, and focus comes back to it.
    await page.getByPlaceholder('Search your prompts...').focus();
    await openPaletteAndType(page, 'meet');
    expect(await paletteChunks()).toBe(1);
    // Title matches first: the template, then the prompt that only mentions the word.
    const options = palette(page).getByRole('option');
    await expect(options.first()).toContainText('Meeting notes');
    await expect(options.nth(1)).toContainText('Retro');
    await expect(activeOption(page)).toContainText('Meeting notes');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await activeOption(page).getAttribute('id')) ?? '');
    await expectNoAxeViolations(page);

    // Arrows move (and wrap); the combobox names the active option for screen readers.
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).toContainText('Retro');
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toContainText('Meeting notes');

    // Tab opens the template's form inline; the first field has focus and the default is filled in.
    await page.keyboard.press('Tab');
    const form = palette(page).getByRole('group', { name: 'Fill in Meeting notes' });
    await expect(form.getByRole('textbox', { name: 'notes' })).toBeFocused();
    await expect(form.getByRole('region', { name: 'Filled-in text' })).toContainText('in a friendly tone');
    await expectNoAxeViolations(page);
    await page.keyboard.type('the stand-up');

    // Escape steps back to the results; Tab comes back to a fresh form.
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'notes' })).toBeFocused();
    await page.keyboard.type('the stand-up');

    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
    await expect(palette(page)).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Summarise the stand-up in a friendly tone.');
    await expect(page.getByPlaceholder('Search your prompts...')).toBeFocused();
  });

  test('Enter opens a prompt; the actions go where they say; Escape closes and gives focus back', async ({ page }) => {
    const retro = await createPrompt(page, 'Retro questions', 'What went well?');
    await openPaletteAndType(page, 'retro');
    await expect(activeOption(page)).toContainText('Retro questions');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/prompt/${retro.id}$`));
    await expect(palette(page)).toBeHidden();

    for (const [typed, url] of [['favorites', /\/app\/favorites$/], ['templates', /\/app\/templates$/], ['trash', /\/app\/trash$/], ['account', /\/app\/account$/], ['new prompt', /\/app\/prompt\/new$/]] as const) {
      await openPaletteAndType(page, typed);
      await expect(palette(page).getByRole('group', { name: 'Actions' }).getByRole('option')).not.toHaveCount(0);
      // Prompts would come first; the action is reached with the arrows.
      while (!(await activeOption(page).textContent())?.toLowerCase().includes(typed)) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
    }

    await openPaletteAndType(page, 'theme');
    const isDark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark' || matchMedia('(prefers-color-scheme: dark)').matches);
    await expect(activeOption(page)).toContainText(isDark ? 'Switch to the light theme' : 'Switch to the dark theme');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', isDark ? 'light' : 'dark');

    const title = page.getByPlaceholder('Title of Prompt');
    await title.focus();
    await openPaletteAndType(page, 'nothing like this');
    await expect(palette(page).getByRole('status')).toHaveText('No prompts or actions found');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(title).toBeFocused();
  });

  test('? lists every keyboard shortcut, but not while typing', async ({ page }) => {
    await page.getByPlaceholder('Search your prompts...').focus();
    await page.keyboard.type('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

    await page.getByPlaceholder('Search your prompts...').blur();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toBeVisible();
    for (const does of ['Open the command palette', 'Move through prompts and actions', 'Fill in the template', 'Copy the filled-in text and close', 'Save changes']) {
      await expect(shortcuts.getByText(does)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    // The palette offers them too.
    await openPaletteAndType(page, 'shortcuts');
    await page.keyboard.press('Enter');
    await expect(shortcuts).toBeVisible();
  });
});
