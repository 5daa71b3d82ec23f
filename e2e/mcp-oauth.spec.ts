import { createHash, randomBytes } from 'node:crypto';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, PASSWORD, test } from './fixtures';

/**
 * An AI tool connecting with OAuth (docs/decisions/0015-mcp-oauth.md), as claude.ai and ChatGPT do: it registers
 * itself, sends the person to sign in and allow it, swaps the code for a token, and reaches /mcp with it.
 */
// A web client's callback, as claude.ai's and ChatGPT's are: registration refuses plain http there (only a
// native client may come back to http on a loopback address). The browser never reaches it: catchCallback answers.
const redirectUri = 'https://connector.example/callback';
const connectedAppsCard = (page: Page) => page.getByRole('region', { name: 'Connected apps' });

async function registerClient(request: APIRequestContext, baseURL: string, name: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await request.post(`${baseURL}/api/auth/oauth2/register`, {
    data: {
      ...extra,
      client_name: name,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { client_id: string }).client_id;
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(baseURL: string, clientId: string, challenge: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'prompts:read prompts:write offline_access',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${baseURL}/mcp`,
  });
  return `${baseURL}/api/auth/oauth2/authorize?${query.toString()}`;
}

/** Stands in for the tool's callback: the browser's arrival there is caught and its address kept. */
async function catchCallback(page: Page): Promise<() => Promise<URL>> {
  let reached: ((url: URL) => void) | undefined;
  const arrival = new Promise<URL>((resolve) => (reached = resolve));
  await page.route('https://connector.example/**', async (route) => {
    reached?.(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Connected</title><p>Connected.</p>' });
  });
  return () => arrival;
}

async function mcpTools(baseURL: string, token: string): Promise<string[]> {
  const client = new Client({ name: 'e2e-oauth', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  try {
    return (await client.listTools()).tools.map((tool) => tool.name);
  } finally {
    await client.close();
  }
}

test.describe('connecting an AI tool with OAuth', () => {
  test('sign in for the tool, allow it Read only, reach /mcp with its token, then disconnect it', async ({ page, request, baseURL }) => {
    const base = baseURL!;
    const { email } = await createAccount(request);
    const clientId = await registerClient(request, base, 'Claude test connector');
    const { verifier, challenge } = pkce();
    const callback = await catchCallback(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Signed out: the authorization request lands on the sign-in screen, which says what it is for.
    await page.goto(authorizeUrl(base, clientId, challenge, 's1'));
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByText('Sign in to connect an AI tool to your PromptNest library.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to PromptNest' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Signed in, the request goes on to the consent page.
    await expect(page).toHaveURL(/\/oauth\/consent\?/);
    await expect(page.getByRole('heading', { name: 'Connect Claude test connector to PromptNest' })).toBeVisible();
    await expect(page.getByText(`Connecting as ${email}`)).toBeVisible();
    // Where the code goes, and that the name is only the tool's own word (it registered itself).
    await expect(page.getByText('After you allow, you’ll be sent to')).toBeVisible();
    await expect(page.getByText('connector.example', { exact: true })).toBeVisible();
    await expect(page.getByText('This app says it is Claude test connector. PromptNest has not verified it.')).toBeVisible();
    await expect(page.getByText('It can search and read your prompts, and create and change them.')).toBeVisible();
    await expect(page.getByText('You can disconnect it at any time on your Account page.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Read and write' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Read only' }).check();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back at the tool with a code for the same request.
    const back = await callback();
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenAnswer = await request.post(`${base}/api/auth/oauth2/token`, {
      form: { grant_type: 'authorization_code', code: code!, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier, resource: `${base}/mcp` },
    });
    expect(tokenAnswer.status(), await tokenAnswer.text()).toBe(200);
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    expect(token).toBeTruthy();

    // Read only: the tool searches and reads, and is not offered the tools that change prompts.
    const tools = await mcpTools(base, token);
    expect(tools).toContain('search_prompts');
    expect(tools).not.toContain('create_prompt');

    // The account page lists it, and Disconnect cuts it off at once.
    await page.goto('/app/account');
    const card = connectedAppsCard(page);
    const row = card.getByRole('listitem').filter({ hasText: 'Claude test connector' });
    await expect(row).toContainText('Read only');
    await expect(row).toContainText('Connected');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Disconnect Claude test connector' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect Claude test connector?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'App disconnected' })).toBeVisible();
    await expect(card.getByText('No apps connected yet. Add PromptNest as a custom connector in claude.ai or ChatGPT, and it appears here.')).toBeVisible();

    const refused = await request.post(`${base}/mcp`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      data: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } } },
    });
    expect(refused.status()).toBe(401);
  });

  test('a signed-in person who denies the tool sends it back with access_denied; a long name leaves the facts in view', async ({ page, baseURL }) => {
    const base = baseURL!;
    // Signed in on the page's own context, so the authorization request finds the session.
    await createAccount(page.request);
    const clientId = await registerClient(page.request, base, `Denied connector ${'with a very long name '.repeat(8)}`.trim(), { client_uri: 'https://connector.example' });
    const { challenge } = pkce();
    const callback = await catchCallback(page);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto(authorizeUrl(base, clientId, challenge, 's2'));
    // Cut at 40 characters, so the host the code goes to and the buttons stay in view on a phone.
    await expect(page.getByRole('heading', { name: 'Connect Denied connector with a very long name… to PromptNest' })).toBeVisible();
    // The last: the first is the address it claims, shown under the title because it is the redirect's own.
    await expect(page.getByText('connector.example', { exact: true }).last()).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Allow' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Deny' })).toBeInViewport();
    // It claims the site it goes back to: the calmer note, not the danger one.
    await expect(page.getByText(/PromptNest has not verified it/)).toBeVisible();
    await expect(page.getByText(/claims to be/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Deny' }).click();
    const back = await callback();
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s2');
    expect(back.searchParams.get('code')).toBeNull();
  });

  test('a tool claiming another site: a danger notice, Deny first and focused, Read only chosen, and Deny stays with us', async ({ page, baseURL }) => {
    const base = baseURL!;
    await createAccount(page.request);
    const clientId = await registerClient(page.request, base, 'Claude', { client_uri: 'https://claude.ai' });
    const { challenge } = pkce();
    let reachedTool = false;
    await page.route('https://connector.example/**', async (route) => {
      reachedTool = true;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tool</title>' });
    });

    await page.goto(authorizeUrl(base, clientId, challenge, 's5'));
    await expect(page.getByText('This app claims to be claude.ai, but your access would be sent to connector.example.')).toBeVisible();
    await expect(page.getByText(/PromptNest has not verified it/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deny' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Read only' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Deny' }).click();

    await expect(page).toHaveURL(/\/oauth\/error\?error=access_denied$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You denied access. Nothing was shared with the app.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toBeVisible();
    expect(reachedTool).toBe(false);
  });

  test('an error for a tool nobody allowed stays on our page, which says what went wrong', async ({ page, request, baseURL }) => {
    const base = baseURL!;
    const clientId = await registerClient(request, base, 'Claude');
    const { challenge } = pkce();
    let reachedTool = false;
    await page.route('https://connector.example/**', async (route) => {
      reachedTool = true;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tool</title>' });
    });

    await page.goto(authorizeUrl(base, clientId, challenge, 's4').replace('scope=prompts', 'scope=bogus+prompts'));
    await expect(page).toHaveURL(/\/oauth\/error\?error=invalid_scope$/);
    await expect(page.getByRole('heading', { name: 'Connection Not Possible' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The app asked for access PromptNest doesn’t offer.');
    await expect(page.getByText('Nothing was shared with the app.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(reachedTool).toBe(false);

    // better-auth's old error address is the same page.
    await page.goto('/api/auth/error?error=invalid_redirect');
    await expect(page).toHaveURL(/\/oauth\/error\?error=invalid_redirect$/);
    await expect(page.getByRole('alert')).toHaveText('The app asked to send you to an address it did not register, so PromptNest stopped here.');

    // A failed Google sign-in lands here too (better-auth's error address is global): no talk of an app.
    await page.goto('/oauth/error?error=state_mismatch');
    await expect(page.getByRole('heading', { name: 'Sign-in didn’t work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The sign-in was started in another tab or took too long. Please sign in again.');
    await expect(page.getByText('Nothing was shared with the app.')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations(page);
  });

  test('a pending account sees Pending Approval instead of the question', async ({ page, baseURL }) => {
    const base = baseURL!;
    await createAccount(page.request, { approved: false });
    const clientId = await registerClient(page.request, base, 'Pending connector');
    const { challenge } = pkce();

    await page.goto(authorizeUrl(base, clientId, challenge, 's3'));
    await expect(page).toHaveURL(/\/oauth\/consent\?/);
    await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  });
});
