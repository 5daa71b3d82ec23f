import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

interface SavedPrompt {
  id: string;
  title: string;
  content: string;
  tags: string[];
  isShared: boolean;
  shareId: string | null;
}

/** Signs in as a new approved account; the page's own request context then carries the session. */
async function signInAsNewUser(page: Page, request: Parameters<typeof createAccount>[0]) {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
}

async function createPrompt(page: Page, data: Partial<SavedPrompt> = {}): Promise<SavedPrompt> {
  const res = await page.request.post('/api/v1/prompts', {
    data: { title: 'Weekly report', description: '', content: 'Summarise my week.', tags: [], isTemplate: false, ...data },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as SavedPrompt;
}

async function readPrompt(page: Page, id: string) {
  return page.request.get(`/api/v1/prompts/${id}`);
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const contentField = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
const tagField = (page: Page) => page.getByRole('textbox', { name: 'Add tag', exact: true });

test.describe('prompt editor', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewUser(page, request);
  });

  test('creates a prompt through the form and returns to the list', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await titleField(page).fill('Meeting notes');
    await contentField(page).fill('Turn these notes into action items.');
    await tagField(page).fill('work');
    await tagField(page).press('Enter');
    await page.getByRole('button', { name: 'Create Prompt' }).click();

    await expect(page.getByText('Prompt created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText('Meeting notes').first()).toBeVisible();
    const list = (await (await page.request.get('/api/v1/prompts')).json()) as { items: { title: string; tags: string[] }[] };
    expect(list.items).toEqual([expect.objectContaining({ title: 'Meeting notes', tags: ['work'] })]);
  });

  test('autosaves an edit: Saved shows, and a reload keeps the change', async ({ page }) => {
    const prompt = await createPrompt(page);
    await page.goto(`/app/prompt/${prompt.id}`);
    await expect(titleField(page)).toHaveValue('Weekly report');

    await titleField(page).fill('Weekly report, edited');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByText('Prompt updated successfully')).toHaveCount(0);

    await page.reload();
    await expect(titleField(page)).toHaveValue('Weekly report, edited');
    // The draft was cleared by the save, so nothing is offered for restore.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await (await readPrompt(page, prompt.id)).json()) as SavedPrompt).toMatchObject({ title: 'Weekly report, edited' });
  });

  test('Ctrl+S saves the changes, toasts and returns to the list', async ({ page }) => {
    const prompt = await createPrompt(page);
    await page.goto(`/app/prompt/edit/${prompt.id}`);
    await contentField(page).fill('Summarise my week in three bullet points.');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Prompt updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    expect((await (await readPrompt(page, prompt.id)).json()) as SavedPrompt).toMatchObject({
      content: 'Summarise my week in three bullet points.',
    });
  });

  test('adds tags with Enter or on leaving the field, never twice, and removes them', async ({ page }) => {
    await page.goto('/app/prompt/new');
    const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');

    await tagField(page).fill('  alpha ');
    await tagField(page).press('Enter');
    await tagField(page).fill('beta');
    await tagField(page).press('Enter');
    await tagField(page).fill('alpha');
    await tagField(page).press('Enter');
    await expect(tags).toHaveText(['alpha', 'beta']);
    await expect(tagField(page)).toHaveValue('');

    await tagField(page).fill('gamma');
    await titleField(page).click();
    await expect(tags).toHaveText(['alpha', 'beta', 'gamma']);

    await tagField(page).fill('<b>');
    await tagField(page).press('Enter');
    await expect(page.getByText('Tag contains invalid characters')).toBeVisible();
    await expect(tags).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove tag beta' }).click();
    await expect(tags).toHaveText(['alpha', 'gamma']);
  });

  test('shows the Template badge once the content holds a variable', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await contentField(page).fill('Write a haiku about autumn.');
    await expect(page.getByText('Template', { exact: true })).toHaveCount(0);
    await contentField(page).fill('Write a haiku about {{name}}.');
    await expect(page.getByText('Template', { exact: true })).toBeVisible();
  });

  test('shares with a banner and a copied link, then unshares', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const prompt = await createPrompt(page);
    await page.goto(`/app/prompt/${prompt.id}`);
    await expect(page.getByText('This prompt is publicly shared')).toHaveCount(0);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
    await expect(page.getByText('This prompt is publicly shared')).toBeVisible();
    const linkField = page.getByRole('textbox', { name: 'Share link' });
    await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{12}$/);
    const link = await linkField.inputValue();
    expect(link.startsWith(new URL(page.url()).origin)).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const shareId = link.split('/').pop();
    expect((await page.request.get(`/api/shared/${shareId}`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Copy share link' }).click();
    await expect(page.getByText('Share link copied to clipboard')).toBeVisible();

    await page.getByRole('button', { name: 'Unshare' }).click();
    await expect(page.getByText('Prompt is no longer public.')).toBeVisible();
    await expect(page.getByText('This prompt is publicly shared')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    expect((await page.request.get(`/api/shared/${shareId}`)).status()).toBe(404);
  });

  test('deletes after the confirmation, to the trash', async ({ page }) => {
    const prompt = await createPrompt(page);
    await page.goto(`/app/prompt/${prompt.id}`);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Prompt' });
    await expect(dialog).toContainText('Are you sure you want to delete this prompt? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await readPrompt(page, prompt.id)).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Prompt' }).click();
    await expect(page.getByText('Prompt deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    expect((await readPrompt(page, prompt.id)).status()).toBe(404);
  });

  test('Undo in the delete toast brings the prompt back to the list, out of the trash', async ({ page }) => {
    const prompt = await createPrompt(page, { title: 'Keep me after all' });
    await page.goto(`/app/prompt/${prompt.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Prompt' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Prompt restored')).toBeVisible();
    await expect(page.getByRole('main').getByText('Keep me after all')).toBeVisible();
    expect((await readPrompt(page, prompt.id)).status()).toBe(200);
    await page.goto('/app/trash');
    await expect(page.getByRole('main').getByText('Keep me after all')).toHaveCount(0);
  });

  test('refuses to create without a title', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await contentField(page).fill('A prompt with no title.');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(page.getByText('Title and content are required')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/prompt\/new$/);
    const list = (await (await page.request.get('/api/v1/prompts')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
  });

  test('offers the unsaved draft again after a reload', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await titleField(page).fill('Half-written idea');
    await contentField(page).fill('Something about');
    await page.reload();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Found a draft from your last session. Would you like to restore it?');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(titleField(page)).toHaveValue('Half-written idea');
    await expect(contentField(page)).toHaveValue('Something about');
  });

  test('the draft question starts on Restore, shows the draft, and Escape keeps it for next time', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await titleField(page).fill('Half-written idea');
    await contentField(page).fill('Line one\nLine two\nLine three\nLine four');
    await page.reload();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Restore' })).toBeFocused();
    const excerpt = dialog.getByRole('figure', { name: 'Draft' });
    await expect(excerpt).toContainText('Half-written idea');
    await expect(excerpt).toContainText('Line three');
    await expect(excerpt).not.toContainText('Line four');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(titleField(page)).toHaveValue('');

    await page.reload();
    await expect(page.getByRole('alertdialog')).toContainText('Found a draft from your last session. Would you like to restore it?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(titleField(page)).toHaveValue('Half-written idea');
  });

  test('editor form mode, the template screen and the shared view fill in with the same form', async ({ page }) => {
    const prompt = await createPrompt(page, { content: 'Dear {{name}},\n\n{{Message}}' });
    const shared = await page.request.post(`/api/v1/prompts/${prompt.id}/share`);
    const { shareId } = (await shared.json()) as { shareId: string };
    const describeForm = async () => {
      const form = page.getByRole('region', { name: 'Fill in the template' });
      await expect(form).toBeVisible();
      return {
        fields: await form.getByRole('textbox').evaluateAll((els) =>
          els.map((el) => [el.tagName, el.getAttribute('placeholder'), (el as HTMLInputElement).labels?.[0]?.textContent]),
        ),
        copy: await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Copy' }).count(),
      };
    };

    await page.goto(`/app/prompt/${prompt.id}`);
    await page.getByRole('button', { name: 'Form mode' }).click();
    const inEditor = await describeForm();
    expect(inEditor.fields).toEqual([
      ['INPUT', 'Enter name...', 'name'],
      ['TEXTAREA', 'Enter Message...', 'Message'],
    ]);
    expect(inEditor.copy).toBe(1);
    await page.goto(`/app/template/${prompt.id}`);
    expect(await describeForm()).toEqual(inEditor);
    await page.goto(`/shared/${shareId}`);
    expect(await describeForm()).toEqual(inEditor);
  });

  test('a create over the plan limit opens the limit dialog and shows no error toast', async ({ page }) => {
    // Free accounts hold 2 templates.
    await createPrompt(page, { title: 'One', content: 'Hi {{a}}' });
    await createPrompt(page, { title: 'Two', content: 'Hi {{b}}' });
    await page.goto('/app/prompt/new');
    await titleField(page).fill('Three');
    await contentField(page).fill('Hi {{c}}');
    await page.getByRole('button', { name: 'Create Prompt' }).click();

    await expect(page.getByRole('dialog', { name: 'Template limit reached' })).toBeVisible();
    await expect(page.getByText('Failed to create prompt')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/prompt\/new$/);
  });

  test('an unknown prompt shows a way back', async ({ page }) => {
    await page.goto('/app/prompt/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to All Prompts' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('form mode fills a template with a live preview', async ({ page }) => {
    const prompt = await createPrompt(page, { content: 'Hello {{name}}, welcome to {{team}}.' });
    await page.goto(`/app/prompt/${prompt.id}`);
    await page.getByRole('button', { name: 'Form mode' }).click();
    await page.getByRole('textbox', { name: 'name', exact: true }).fill('Ada');
    await expect(page.getByTestId('template-preview')).toHaveText('Hello Ada, welcome to {{team}}.');
    await page.getByRole('button', { name: 'Form mode' }).click();
    await expect(contentField(page)).toHaveValue('Hello {{name}}, welcome to {{team}}.');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/app/prompt/new');
    await expect(titleField(page)).toBeVisible();
    await expectNoAxeViolations(page);

    const prompt = await createPrompt(page, { content: 'Dear {{name}},', tags: ['letters'] });
    await page.request.post(`/api/v1/prompts/${prompt.id}/share`);
    await page.goto(`/app/prompt/${prompt.id}`);
    await expect(page.getByText('This prompt is publicly shared')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
