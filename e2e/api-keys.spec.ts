import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

const keysCard = (page: Page) => page.getByRole('region', { name: 'API keys' });

/** The controls in `scope` a finger must hit shorter than 40 px, named, so a failure says which. */
function findSmallTargets(scope: Locator): Promise<string[]> {
  return scope.locator('button, a, select, textarea, input:not([type="radio"]), label:has(input[type="radio"])').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const { height } = element.getBoundingClientRect();
      return height === 0 || height >= 40 ? [] : [`${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName} (${Math.round(height)} px)`];
    }),
  );
}

/** A client that carries nothing but the key (no session cookie), as a script calls the API. */
const keyClient = (baseURL: string | undefined, key: string) => apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });

test.describe('API keys on the account page', () => {
  test('a Read only key reads the library through /api/v1, may not write, and stops working once revoked', async ({ page, request, baseURL }) => {
    await signInNewAccount(page, request);
    // The web app's own session reaches the same v1 routes a key does.
    const created = await page.request.post('/api/v1/prompts', { data: { title: 'Weekly report', content: 'Summarise the week.', tags: [] } });
    expect(created.status()).toBe(201);
    await page.goto('/app/account');

    const card = keysCard(page);
    await expect(card.getByText('Use a personal key to reach your library from scripts and AI tools.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
    await expect(card.getByText('No API keys yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The form checks the name with the server's schema, and says so at the field.
    await card.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await expect(form.getByRole('radio', { name: 'Read only' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Read and write' })).not.toBeChecked();
    await expect(form.getByLabel('Expires')).toHaveValue('90d');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill('CI script');
    await form.getByRole('button', { name: 'Create key' }).click();

    // Shown once, whole.
    const shown = page.getByRole('dialog', { name: 'API key created' });
    await expect(shown.getByText("Copy this key now. You won't be able to see it again.")).toBeVisible();
    const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^pn_\S{20,}$/);
    await expect(shown.getByRole('button', { name: 'Copy API key' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    // The list names the key and shows its start, never the key itself.
    const row = card.getByRole('listitem').filter({ hasText: 'CI script' });
    await expect(row).toContainText('Read only');
    await expect(row).toContainText(`${key.slice(0, 11)}…`);
    await expect(row).toContainText('Never used');
    await expect(row).toContainText('Expires');
    await expect(page.locator('body')).not.toContainText(key);
    await expect(page.locator(`input[value="${key}"]`)).toHaveCount(0);

    const client = await keyClient(baseURL, key);
    const list = await client.get('/api/v1/prompts');
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: { title: string }[] };
    expect(items.map((item) => item.title)).toContain('Weekly report');

    const write = await client.post('/api/v1/prompts', { data: { title: 'From a script', content: 'Should not land.', tags: [] } });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { error: string }).error).toBe('API_KEY_READ_ONLY');

    // The list now says when the key was last used.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Last used', { timeout: 2_000 });
    }).toPass();

    await card.getByRole('button', { name: 'Revoke CI script' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke CI script?' });
    await expect(confirm).toContainText('Scripts and tools using this key will stop working at once.');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(card.getByText('No API keys yet.')).toBeVisible();

    const refused = await client.get('/api/v1/prompts');
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('API_KEY_INVALID');
    await client.dispose();
  });
});

test.describe('the API key limit', () => {
  test("the server's refusal shows in the dialog, then Create key waits beside the reason", async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    const card = keysCard(page);
    await expect(card.getByText('No API keys yet.')).toBeVisible();
    // Twenty keys made elsewhere (another tab, a script) while this page still shows none.
    for (let i = 1; i <= 20; i += 1) {
      expect((await page.request.post('/api/api-keys', { data: { name: `Key ${i}`, access: 'read', expiresIn: '30d' } })).status()).toBe(201);
    }

    await card.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel('Name').fill('One too many');
    await form.getByRole('button', { name: 'Create key' }).click();
    await expect(form.getByRole('alert')).toHaveText('You can have at most 20 API keys. Revoke one to create another.');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await expect(card.getByRole('listitem')).toHaveCount(20);
    await expect(card.getByRole('button', { name: 'Create key' })).toBeDisabled();
    await expect(card.getByText('You can have at most 20 API keys. Revoke one to create another.')).toBeVisible();

    await card.getByRole('button', { name: 'Revoke Key 20' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke Key 20?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(19);
    await expect(card.getByRole('button', { name: 'Create key' })).toBeEnabled();
  });
});

test.describe('API keys on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('rows stack within the screen, and every target in the card and the dialog is at least 40 px', async ({ page, request }) => {
    await signInNewAccount(page, request);
    for (const name of ['Laptop', 'Raycast on the work computer']) {
      const created = await page.request.post('/api/api-keys', { data: { name, access: 'write', expiresIn: 'never' } });
      expect(created.status()).toBe(201);
    }
    await page.goto('/app/account');
    const card = keysCard(page);
    const row = card.getByRole('listitem').filter({ hasText: 'Raycast on the work computer' });
    await expect(row).toContainText('Read and write');
    await expect(row).toContainText('Never expires');

    // Stacked: each fact on its own line, and Revoke under them rather than squeezed beside.
    const created = await row.getByText(/^Created /).boundingBox();
    const lastUse = await row.getByText('Never used').boundingBox();
    const revoke = await row.getByRole('button', { name: 'Revoke Raycast on the work computer' }).boundingBox();
    expect(lastUse!.y).toBeGreaterThanOrEqual(created!.y + created!.height - 1);
    expect(revoke!.y).toBeGreaterThanOrEqual(lastUse!.y + lastUse!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await findSmallTargets(card)).toEqual([]);

    await card.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await expect(form.getByRole('radio', { name: 'Read only' })).toBeChecked();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await findSmallTargets(form)).toEqual([]);
    await form.getByLabel('Name').fill('Phone');
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'API key created' });
    await expect(shown.getByRole('button', { name: 'Copy API key' })).toBeFocused();
    expect(await findSmallTargets(shown)).toEqual([]);
    // The whole key is in view, not cut off at the field's edge.
    const field = shown.getByRole('textbox', { name: 'API key' });
    expect(await field.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
  });
});
