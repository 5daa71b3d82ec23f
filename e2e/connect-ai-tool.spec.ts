import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInNewAccount } from './signed-in';

const connectCard = (page: Page) => page.getByRole('region', { name: 'Connect an AI tool' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The 2025 revision's handshake, as an AI tool opens its connection (docs/decisions/0014-mcp-server.md). */
const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } } };

interface CursorSetup {
  mcpServers: { promptnest: { url: string; headers: { Authorization: string } } };
}

test.describe('connecting an AI tool from the account page', () => {
  test('shows the MCP address, makes a key for Cursor into its setup, and that key reaches /mcp', async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    const card = connectCard(page);
    const address = `${baseURL}/mcp`;

    await expect(card.getByRole('textbox', { name: 'MCP address' })).toHaveValue(address);
    await card.getByRole('button', { name: 'Copy MCP address' }).click();
    await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
    expect(await readClipboard(page)).toBe(address);
    await expect(card.getByText('A Read only key works too, but then the AI tool can only search and read your prompts.')).toBeVisible();
    // claude.ai and ChatGPT sign in instead of taking a key: the steps name both, with the address above.
    const connectors = card.getByRole('region', { name: 'claude.ai and ChatGPT: sign in instead of a key' });
    await expect(connectors.getByRole('listitem')).toHaveCount(3);
    await expect(connectors).toContainText('Add custom connector');
    await expect(connectors).toContainText('Developer mode');

    // Claude Code's command comes first, with the README's placeholder until a key is made.
    await expect(card.getByRole('radio', { name: 'Claude Code' })).toBeChecked();
    await expect(card.getByRole('region', { name: 'Setup for Claude Code' })).toHaveText(
      `claude mcp add --transport http promptnest ${address} --header "Authorization: Bearer pn_..."`,
    );
    await expectNoAxeViolations(page);

    // The arrow keys move along the tools, as in any set of radio buttons.
    await card.getByRole('radio', { name: 'Claude Code' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('radio', { name: 'Claude Desktop' })).toBeChecked();
    await expect(card.getByRole('region', { name: 'Setup for Claude Desktop' })).toContainText('"PROMPTNEST_AUTH": "Bearer pn_..."');

    await card.getByText('Cursor', { exact: true }).click();
    await expect(card.getByRole('radio', { name: 'Cursor' })).toBeChecked();
    const setup = card.getByRole('region', { name: 'Setup for Cursor' });
    await expect(setup).toContainText('"Authorization": "Bearer pn_..."');
    await card.getByRole('button', { name: 'Create a key for Cursor' }).click();

    // The key is in the setup, shown this once; Copy takes it.
    await expect(toast(page, 'API key created')).toContainText('Cursor · Read and write');
    await expect(card.getByText("This setup holds your new key. Copy it now. You won't be able to see the key again.")).toBeVisible();
    await expect(setup).not.toContainText('pn_...');
    const shown = (await setup.textContent()) ?? '';
    const config = JSON.parse(shown) as CursorSetup;
    expect(config.mcpServers.promptnest.url).toBe(address);
    const key = config.mcpServers.promptnest.headers.Authorization.replace(/^Bearer /, '');
    expect(key).toMatch(/^pn_[\w-]{43}$/);
    await expect(card.getByRole('button', { name: 'Create a key for Cursor' })).toHaveCount(0);
    const copy = card.getByRole('button', { name: 'Copy setup for Cursor' });
    await expect(copy).toBeFocused();
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    expect(await readClipboard(page)).toBe(shown);

    // The API keys list has it: named after the tool, Read and write, never expiring.
    const row = page.getByRole('region', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'Cursor' });
    await expect(row).toContainText('Read and write');
    await expect(row).toContainText('Never expires');
    await expect(row).toContainText(`${key.slice(0, 11)}…`);
    // The other tools still wait for a key of their own.
    await card.getByText('VS Code', { exact: true }).click();
    await expect(card.getByRole('region', { name: 'Setup for VS Code' })).toContainText('"Authorization": "Bearer ${input:promptnest-key}"');
    await expect(card.getByRole('button', { name: 'Create a key for VS Code' })).toBeEnabled();
    await expectNoAxeViolations(page);

    // What the AI tool does with the setup: open an MCP connection with the key.
    const answer = await page.request.post(`${baseURL}/mcp`, {
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      data: initialize,
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('"serverInfo"');
  });

  test("at the key limit the server's refusal shows in a toast, then the button waits beside the reason", async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    const card = connectCard(page);
    await expect(page.getByRole('region', { name: 'API keys' }).getByText('No API keys yet.')).toBeVisible();
    // Twenty keys made elsewhere while this page still shows none.
    for (let i = 1; i <= 20; i += 1) {
      expect((await page.request.post('/api/api-keys', { data: { name: `Key ${i}`, access: 'read', expiresIn: '30d' } })).status()).toBe(201);
    }

    await card.getByRole('button', { name: 'Create a key for Claude Code' }).click();
    const limit = 'You can have at most 20 API keys. Revoke one to create another.';
    await expect(toast(page, limit)).toBeVisible();
    await expect(card.getByRole('region', { name: 'Setup for Claude Code' })).toContainText('Bearer pn_...');
    await expect(card.getByRole('button', { name: 'Create a key for Claude Code' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Create a key for Claude Code' })).toHaveAccessibleDescription(limit);
  });
});

test.describe('connecting an AI tool on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the tools sit two by two, and a long setup scrolls inside its frame, not the page', async ({ page, request }) => {
    await signInNewAccount(page, request);
    await page.goto('/app/account');
    const card = connectCard(page);
    await card.getByText('Cursor', { exact: true }).click();
    const setup = card.getByRole('region', { name: 'Setup for Cursor' });
    await expect(setup).toContainText('"mcpServers"');

    const first = await card.getByText('Claude Code', { exact: true }).boundingBox();
    const third = await card.getByText('Cursor', { exact: true }).boundingBox();
    expect(third!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(first!.height).toBeGreaterThanOrEqual(40);
    expect(await setup.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The address shows whole, wrapped if it must, never cut off at the field's edge.
    const address = card.getByRole('textbox', { name: 'MCP address' });
    expect(await address.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
  });
});
