import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, PASSWORD, test } from './fixtures';

/** A new account shares one prompt through the API; returns the share id. */
async function sharePrompt(request: APIRequestContext, prompt: { title: string; content: string }): Promise<string> {
  const { email } = await createAccount(request);
  expect((await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const created = await request.post('/api/v1/prompts', { data: { description: '', tags: ['ops'], ...prompt } });
  const { id } = (await created.json()) as { id: string };
  return ((await (await request.post(`/api/v1/prompts/${id}/share`)).json()) as { shareId: string }).shareId;
}

test('a shared page arrives with its prompt in the first response and shows it without asking the API', async ({ page, request, playwright, baseURL }) => {
  const title = 'Release notes <v2> & "friends"';
  const shareId = await sharePrompt(request, { title, content: 'Summarise the changes for <customers> & partners.' });

  // The page's own HTML holds the prompt, in an inert JSON block with its markup characters escaped.
  const visitor = await playwright.request.newContext({ baseURL });
  const html = await (await visitor.get(`/shared/${shareId}`)).text();
  await visitor.dispose();
  const block = /<script type="application\/json" id="shared-prompt-data">([^<]*)<\/script>/.exec(html);
  expect(block?.[1]).toContain('Release notes \\u003cv2\\u003e \\u0026 \\"friends\\"');
  expect(block?.[1]).toContain('for \\u003ccustomers\\u003e \\u0026 partners');

  // No call to the API is needed (it is refused here), and the CSP reports nothing.
  const apiCalls: string[] = [];
  await page.route(`**/api/shared/**`, (route) => {
    apiCalls.push(route.request().url());
    return route.abort();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective}`));
  });
  await page.goto(`/shared/${shareId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Summarise the changes for <customers> & partners.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(violations).toEqual([]);
  await expectNoAxeViolations(page);
});
