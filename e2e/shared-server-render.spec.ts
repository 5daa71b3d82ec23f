import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, PASSWORD, test, waitUntilLive } from './fixtures';

/** A typed template: a choice with a default, a date, and plain text. */
const TEMPLATE = 'Write a {{tone | select:options=["formal","friendly"]:default="friendly"}} update for {{team}}, due {{due | date:label="Due date"}}.';

/** A new account shares a prompt through the API; returns the share id. */
async function sharePrompt(request: APIRequestContext, prompt: { title: string; content: string; description?: string }): Promise<string> {
  const { email } = await createAccount(request);
  expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const created = await request.post('/api/v1/prompts', { data: { description: '', tags: ['team', 'weekly'], ...prompt } });
  const { id } = (await created.json()) as { id: string };
  return ((await (await request.post(`/api/v1/prompts/${id}/share`)).json()) as { shareId: string }).shareId;
}

/** Holds back the scripts matching `pattern` (a slow connection) until the returned function is called. */
async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let held = true;
  await page.route(pattern, async (route) => {
    while (held) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue();
  });
  return () => {
    held = false;
  };
}

/**
 * Collects the page's console errors and warnings (a hydration mismatch is reported there), and notes every
 * element React throws away inside #root: taking the server's markup over keeps every one of them.
 */
async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
        record.removedNodes.forEach((node) => {
          if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    messages,
    removedFromRoot: () => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
  };
}

test('with JavaScript off, the shared template arrives drawn: title, description, tags, its typed fields and the save buttons', async ({ browser, request }) => {
  const shareId = await sharePrompt(request, { title: 'Weekly <team> update & more', description: 'Turns notes into an update.', content: TEMPLATE });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/shared/${shareId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly <team> update & more' })).toBeVisible();
  await expect(page.getByText('Turns notes into an update.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['team', 'weekly']);
  await expect(page.getByRole('heading', { name: 'Fill in the template' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'tone' })).toHaveValue('friendly');
  await expect(page.getByRole('textbox', { name: 'team' })).toBeVisible();
  await expect(page.getByLabel('Due date')).toHaveAttribute('type', 'date');
  await expect(page.getByTestId('template-preview')).toHaveText('Write a friendly update for {{team}}, due {{due}}.');
  await expect(page.getByRole('link', { name: 'Join Free & Save' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In to Save' })).toBeVisible();
  await context.close();
});

test('with JavaScript on, the page takes the markup over without a hydration warning, and the form fills and copies', async ({ browser, request }) => {
  const shareId = await sharePrompt(request, { title: 'Hydrated update', content: TEMPLATE });
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const watch = await watchHydration(page);
  await page.goto(`/shared/${shareId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrated update' })).toBeVisible();
  await waitUntilLive(page);
  // Not one element of the server's markup was replaced.
  expect(await watch.removedFromRoot()).toEqual([]);
  await page.getByRole('combobox', { name: 'tone' }).selectOption('formal');
  await page.getByRole('textbox', { name: 'team' }).fill('the platform team');
  await page.getByLabel('Due date').fill('2026-12-04');
  const filled = 'Write a formal update for the platform team, due 2026-12-04.';
  await expect(page.getByTestId('template-preview')).toHaveText(filled);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled);
  await expectNoAxeViolations(page);

  // Back on the link, the values kept in this browser replace the server's defaults once the page is live.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'tone' })).toHaveValue('formal');
  await expect(page.getByRole('textbox', { name: 'team' })).toHaveValue('the platform team');
  await expect(page.getByTestId('template-preview')).toHaveText(filled);
  await expect(page.getByRole('button', { name: 'Clear values' })).toBeVisible();
  expect(watch.messages).toEqual([]);
  await context.close();
});

test('a signed-in visitor gets the page drawn without a save area, and Save to My Account once the session is read', async ({ page, request }) => {
  const shareId = await sharePrompt(request, { title: 'Saved by a member', content: 'Plain text to keep.' });
  const { email } = await createAccount(page.request);
  expect(email).toContain('@');
  const watch = await watchHydration(page);
  const html = await (await page.request.get(`/shared/${shareId}`)).text();
  expect(html).toContain('Saved by a member</h1>');
  expect(html).not.toContain('Keep this prompt');
  await page.goto(`/shared/${shareId}`);
  await expect(page.getByRole('button', { name: 'Save to My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');
  expect(await watch.removedFromRoot()).toEqual([]);
  expect(watch.messages).toEqual([]);
});

test('what a visitor types before the page is live is kept when it goes live, and remembered', async ({ page, request }) => {
  const shareId = await sharePrompt(request, { title: 'Typed early', content: TEMPLATE });
  // The page's code arrives late (a slow connection): the drawn form is there to type into meanwhile.
  const releaseScripts = await holdScripts(page, '**/assets/*.js');
  const watch = await watchHydration(page);
  await page.goto(`/shared/${shareId}`, { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'tone' }).selectOption('formal');
  await page.getByRole('textbox', { name: 'team' }).fill('the early team');
  await expect(page.getByTestId('template-preview')).toHaveText('Write a friendly update for {{team}}, due {{due}}.');
  releaseScripts();
  await waitUntilLive(page);
  const filled = 'Write a formal update for the early team, due {{due}}.';
  await expect(page.getByTestId('template-preview')).toHaveText(filled);
  await expect(page.getByRole('textbox', { name: 'team' })).toHaveValue('the early team');
  await page.getByLabel('Due date').fill('2026-12-04');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'tone' })).toHaveValue('formal');
  await expect(page.getByRole('textbox', { name: 'team' })).toHaveValue('the early team');
  await expect(page.getByTestId('template-preview')).toHaveText('Write a formal update for the early team, due 2026-12-04.');
  expect(watch.messages).toEqual([]);
});

test('Copy pressed while the page is still going live copies once it is', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shareId = await sharePrompt(request, { title: 'Pressed early', content: TEMPLATE });
  // The app's code has arrived, the shared page's own code not yet (a slow connection).
  const releaseRoute = await holdScripts(page, '**/assets/shared-prompt-*.js');
  const watch = await watchHydration(page);
  await page.goto(`/shared/${shareId}`, { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'team' }).fill('the early team');
  const copy = page.getByRole('button', { name: 'Copy', exact: true });
  // Pressed as soon as the app's code listens: the button shows it is waiting.
  await expect(async () => {
    await copy.click();
    await expect(copy).toHaveAttribute('aria-busy', 'true', { timeout: 500 });
  }).toPass();
  await expect(page.getByText('Copied to clipboard')).toHaveCount(0);
  releaseRoute();
  await expect(page.getByText('Copied to clipboard').first()).toBeVisible();
  await expect(copy).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Write a friendly update for the early team, due {{due}}.');
  expect(watch.messages).toEqual([]);
});
