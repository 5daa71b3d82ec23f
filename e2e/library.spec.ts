import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

interface NewPrompt {
  title: string;
  content: string;
  tags?: string[];
}

/** Signs a new approved account in; the library is where it lands. */
async function signInNewAccount(page: Page, request: APIRequestContext) {
  // Made with the test's own request context: the page signs in through the form, as a person does.
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  // Cards fade in one after another; axe and screenshots want them settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** Creates a prompt through the API with the page's session, as the editor would. */
async function createPrompt(page: Page, prompt: NewPrompt): Promise<string> {
  const res = await page.request.post('/api/v1/prompts', { data: { tags: [], ...prompt } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('the library', () => {
  test('lists prompts, filters by a sidebar tag and finds nothing for a search with no match', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await expect(page.getByRole('heading', { name: 'Welcome to PromptNest!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Prompt' })).toHaveAttribute('href', '/app/prompt/new');

    await createPrompt(page, { title: 'Summarise a paper', content: 'Summarise this paper in five bullets.', tags: ['research', 'study'] });
    await createPrompt(page, { title: 'Find related work', content: 'List papers related to this abstract.', tags: ['research'] });
    const poemId = await createPrompt(page, { title: 'Write a haiku', content: 'Write a haiku about autumn.', tags: ['poetry'] });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Prompts' })).toBeVisible();
    for (const title of ['Summarise a paper', 'Find related work', 'Write a haiku']) await expect(card(page, title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // The sidebar lists each tag with its count; a tag opens its prompts.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: /^poetry 1 prompt$/ })).toBeVisible();
    await sidebar.getByRole('link', { name: /^research 2 prompts$/ }).click();
    await expect(page).toHaveURL(/\/app\?tag=research$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prompts tagged with research' })).toBeVisible();
    await expect(card(page, 'Summarise a paper')).toBeVisible();
    await expect(card(page, 'Find related work')).toBeVisible();
    await expect(card(page, 'Write a haiku')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to all prompts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Prompts' })).toBeVisible();
    await expect(card(page, 'Write a haiku')).toBeVisible();

    // A tag chip on a card filters too, without opening the card.
    await card(page, 'Write a haiku').getByRole('link', { name: 'poetry' }).click();
    await expect(page).toHaveURL(/\/app\?tag=poetry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prompts tagged with poetry' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all prompts' }).click();

    // The search asks the server as one types and keeps the query in the address.
    const search = page.getByRole('searchbox', { name: 'Search your prompts' });
    await expect(search).toHaveAttribute('placeholder', 'Search your prompts...');
    await search.fill('zebra crossing quantum');
    await expect(page).toHaveURL(/\?q=zebra/);
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Prompts' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(search).toHaveValue('');
    await expect(card(page, 'Summarise a paper')).toBeVisible();

    // The card opens the prompt.
    await card(page, 'Write a haiku').getByRole('link', { name: 'Write a haiku' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/prompt/${poemId}$`));
  });

  test('a starred prompt appears on Favorites', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await createPrompt(page, { title: 'Daily standup notes', content: 'Turn these notes into a standup update.' });
    await createPrompt(page, { title: 'Code review checklist', content: 'Review this diff for bugs.' });
    await page.reload();

    await page.getByRole('link', { name: 'Favorites', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse prompts' })).toHaveAttribute('href', '/app');

    await page.getByRole('link', { name: 'All Prompts', exact: true }).click();
    const star = card(page, 'Code review checklist').getByRole('button', { name: 'Favorite' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to favorites')).toBeVisible();
    // The star stays a button of its own: the card did not open.
    await expect(page).toHaveURL(/\/app$/);

    await page.getByRole('link', { name: 'Favorites', exact: true }).click();
    await expect(card(page, 'Code review checklist')).toBeVisible();
    await expect(card(page, 'Daily standup notes')).toHaveCount(0);
  });

  test('a deleted prompt waits in the trash, is restored, and another is deleted forever', async ({ page, request }) => {
    await signInNewAccount(page, request);
    const keepId = await createPrompt(page, { title: 'Prompt to restore', content: 'Bring me back.' });
    const dropId = await createPrompt(page, { title: 'Prompt to drop', content: 'Forget me.' });
    for (const id of [keepId, dropId]) expect((await page.request.delete(`/api/v1/prompts/${id}`)).status()).toBe(200);

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const restorable = card(page, 'Prompt to restore');
    await expect(restorable.getByText('Deleted 1 day ago')).toBeVisible();
    await expect(card(page, 'Prompt to drop')).toBeVisible();
    await expectNoAxeViolations(page);

    await restorable.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Prompt restored')).toBeVisible();
    await expect(restorable).toHaveCount(0);
    await page.getByRole('link', { name: 'All Prompts', exact: true }).click();
    await expect(card(page, 'Prompt to restore')).toBeVisible();
    await expect(card(page, 'Prompt to drop')).toHaveCount(0);

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await card(page, 'Prompt to drop').getByRole('button', { name: 'Delete Forever' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This action cannot be undone and the prompt will be lost forever.');
    await dialog.getByRole('button', { name: 'Delete Forever' }).click();
    await expect(page.getByText('Prompt permanently deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trash is empty' })).toBeVisible();
    expect((await page.request.post(`/api/v1/trash/${dropId}/restore`)).status()).toBe(404);
  });

  test('the sidebar remembers being collapsed, and other pages show only a settings link in the top bar', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');

    await page.goto('/app/templates');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Template' })).toHaveAttribute('href', '/app/prompt/new');
    await expect(page.getByText('{{ name }}', { exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search your prompts' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/account');
  });
});
