import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

interface SavedPrompt {
  id: string;
  title: string;
  content: string;
}

async function createTemplate(page: Page, content: string, title = 'Blog outline'): Promise<SavedPrompt> {
  const res = await page.request.post('/api/v1/prompts', { data: { title, content } });
  expect(res.status()).toBe(201);
  return (await res.json()) as SavedPrompt;
}

/** Drags with real mouse moves, in steps, so dnd-kit's pointer sensor passes its activation distance. */
async function dragTo(page: Page, from: Locator, to: Locator, where: 'center' | 'bottom' = 'center') {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  if (!a) throw new Error('drag source is not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  // Measured once the drag has started: dnd-kit may have scrolled the page by then.
  const b = await to.boundingBox();
  if (!b) throw new Error('drop target is not visible');
  const y = where === 'bottom' ? b.y + b.height - 12 : b.y + b.height / 2;
  await page.mouse.move(b.x + b.width / 2, y, { steps: 15 });
  await page.mouse.move(b.x + b.width / 2, y + 2, { steps: 2 });
  // Drop only once dnd-kit has taken in the pointer's place (it announces what the block is over): on a busy
  // machine its frame can lag behind the mouse, and an early release would land at the old position.
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(' is over ');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}

const builder = (page: Page) => page.getByTestId('prompt-builder');
const builderBlocks = (page: Page) => page.getByTestId('builder-block');

test.describe('template screen', () => {
  // Tall enough that the palette and the builder are both on screen, so dnd-kit does not auto-scroll mid-drag.
  test.use({ viewport: { width: 1280, height: 1100 } });

  test.beforeEach(async ({ page, request }) => {
    const { email } = await createAccount(request);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/app$/);
  });

  test('Form Mode: fills the template, copies it, and the clipboard holds the text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const prompt = await createTemplate(page, 'Write a post about {{ topic }} for {{audience}}.\n\n{{Message}}');
    await page.goto(`/app/template/${prompt.id}`);

    await expect(page.getByRole('heading', { name: 'Blog outline', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Created /)).toBeVisible();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(page.getByText(/Tip: write variables in double curly brackets/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Form Mode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Block Editor' })).toBeVisible();
    await expectNoAxeViolations(page);

    const topic = page.getByRole('textbox', { name: 'topic' });
    await expect(topic).toHaveAttribute('placeholder', 'Enter topic...');
    await expect(page.locator('textarea[placeholder="Enter Message..."]')).toBeVisible();

    // The soft hint shows after blur, clears on typing, and never blocks Copy.
    await topic.focus();
    await topic.blur();
    await expect(page.getByText('This field is recommended')).toBeVisible();
    await topic.fill('tide pools');
    await expect(page.getByText('This field is recommended')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'audience' }).fill('children');
    await expect(page.getByTestId('template-preview')).toContainText('Write a post about tide pools for children.');

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('Write a post about tide pools for children.\n\n{{Message}}');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });
  });

  test('Block Editor: builds by dragging, reorders by keyboard, exports and saves', async ({ page }) => {
    // A long journey with two axe scans: with two workers on two busy cores it has reached 60 s, steadily
    // moving, without a single slow step (its trace), so it has twice that.
    test.setTimeout(120_000);
    const prompt = await createTemplate(page, 'You are a helpful writer.');
    await page.goto(`/app/template/${prompt.id}`);
    await page.getByRole('tab', { name: 'Block Editor' }).click();

    // The current content starts as a first text block.
    await expect(builderBlocks(page)).toHaveCount(1);
    await expect(builderBlocks(page).first().getByRole('textbox')).toHaveValue('You are a helpful writer.');
    await expect(page.getByTestId('block-preview')).toHaveText('You are a helpful writer.');
    await expectNoAxeViolations(page);

    // Three blocks, dragged from the palette by mouse, each to the end of the list.
    await dragTo(page, page.getByRole('button', { name: 'Drag Instruction block', exact: true }), builder(page), 'bottom');
    await expect(builderBlocks(page)).toHaveCount(2);
    await dragTo(page, page.getByRole('button', { name: 'Drag Variable block', exact: true }), builderBlocks(page).last(), 'bottom');
    await expect(builderBlocks(page)).toHaveCount(3);
    await dragTo(page, page.getByRole('button', { name: 'Drag Example block', exact: true }), builderBlocks(page).last(), 'bottom');
    await expect(builderBlocks(page)).toHaveCount(4);
    expect(await builderBlocks(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-block-type')))).toEqual([
      'text',
      'instruction',
      'variable',
      'example',
    ]);

    await page.getByRole('textbox', { name: 'Instruction block 2 content' }).fill('Keep it short.');
    await page.getByRole('textbox', { name: 'Variable name' }).fill('topic');
    await page.getByRole('textbox', { name: 'Example block 4 content' }).fill('A haiku.');
    await expect(page.getByTestId('block-preview')).toHaveText(
      'You are a helpful writer.\n\nInstruction: Keep it short.\n\n{{topic}}\n\nExample: A haiku.',
    );

    // Keyboard reorder: the instruction moves below the variable, and it is announced.
    const handle = page.getByRole('button', { name: 'Move Instruction block 2', exact: true });
    await handle.focus();
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText('Instruction block 2');
    // Under load the first arrow can arrive before the keyboard sensor listens; press again only while the
    // block is still announced at its own place, so it never moves two steps.
    await expect(async () => {
      const text = (await liveRegion.textContent()) ?? '';
      if (text.startsWith('Picked up') || text.includes('position 2 of 4')) await page.keyboard.press('ArrowDown');
      await expect(liveRegion).toContainText('Instruction block 2 is over position 3 of 4', { timeout: 1_500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect(liveRegion).toHaveText('Instruction block 2 was moved to position 3 of 4 in the Prompt Builder.');
    await expect(page.getByTestId('block-preview')).toHaveText(
      'You are a helpful writer.\n\n{{topic}}\n\nInstruction: Keep it short.\n\nExample: A haiku.',
    );

    // Mouse reorder: the example goes to the top.
    await dragTo(page, page.getByRole('button', { name: 'Move Example block 4', exact: true }), builderBlocks(page).first());
    await expect(page.getByTestId('block-preview')).toHaveText(
      'Example: A haiku.\n\nYou are a helpful writer.\n\n{{topic}}\n\nInstruction: Keep it short.',
    );

    // Remove, Hide/Show Preview, the Preview tab.
    await page.getByRole('button', { name: 'Add Condition block', exact: true }).click();
    await expect(builderBlocks(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Remove Condition block 5', exact: true }).click();
    await expect(builderBlocks(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Hide Preview' }).click();
    await expect(page.getByTestId('block-preview')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Preview' }).click();
    await expect(page.getByTestId('block-preview')).toBeVisible();
    await page.getByRole('tab', { name: 'Preview', exact: true }).click();
    await expect(page.getByTestId('block-preview')).toContainText('{{topic}}');
    await expectNoAxeViolations(page);

    const expected = 'Example: A haiku.\n\nYou are a helpful writer.\n\n{{topic}}\n\nInstruction: Keep it short.';
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('Prompt updated successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Form Mode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'topic' })).toBeVisible();

    const saved = (await (await page.request.get(`/api/v1/prompts/${prompt.id}`)).json()) as SavedPrompt;
    expect(saved.content).toBe(expected);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'topic' })).toBeVisible();
    await expect(page.getByTestId('template-preview')).toHaveText(expected);
  });

  test('a new block is focused and in view, a long block grows, and Undo takes an Export back', async ({ page }) => {
    const prompt = await createTemplate(page, 'Hello {{name}}');
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/app/template/${prompt.id}`);
    await page.getByRole('tab', { name: 'Block Editor' }).click();
    // Narrow screens show the composed prompt through the Preview tab only, not a second pane.
    await expect(page.getByTestId('block-preview')).toBeHidden();

    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add Text block', exact: true }).click();
    const newest = page.getByRole('textbox', { name: 'Text block 4 content' });
    await expect(newest).toBeFocused();
    await expect(newest).toBeInViewport();

    await newest.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'));
    const sizes = await newest.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(sizes.scroll).toBe(sizes.client);

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(async () => {
      const saved = (await (await page.request.get(`/api/v1/prompts/${prompt.id}`)).json()) as SavedPrompt;
      expect(saved.content).toBe('Hello {{name}}');
    }).toPass();
    // The Undo says so in a toast of its own (one without an Undo of its own).
    const undone = page.locator('[data-sonner-toast]').filter({ hasText: 'Prompt updated successfully' }).filter({ hasNot: page.getByRole('button', { name: 'Undo' }) });
    await expect(undone).toBeVisible();
    await expect(page.getByTestId('template-preview')).toHaveText('Hello {{name}}');
  });

  test('a missing, malformed or foreign id shows Template not found', async ({ page, browser, request }) => {
    await page.goto('/app/template/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Template not found' })).toBeVisible();
    await expect(page.getByText("The template you're looking for doesn't exist.")).toBeVisible();
    await page.goto('/app/template/not-an-id');
    await expect(page.getByRole('heading', { name: 'Template not found' })).toBeVisible();

    // Someone else's template looks exactly like a missing one.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    const { email } = await createAccount(request);
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/app$/);
    const theirs = await createTemplate(otherPage, 'Hi {{name}}');
    await other.close();
    await page.goto(`/app/template/${theirs.id}`);
    await expect(page.getByRole('heading', { name: 'Template not found' })).toBeVisible();
  });

  test('Back returns to the previous page', async ({ page }) => {
    const prompt = await createTemplate(page, 'Hi {{name}}');
    await page.goto('/app/templates');
    await page.goto(`/app/template/${prompt.id}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/templates$/);
  });
});
