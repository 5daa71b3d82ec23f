import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, PASSWORD, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of each page load: the events the browser raises and the
 * console lines it writes about them. A blocked probe that the page catches is still reported, so this is
 * what a visitor's browser (and a CSP report collector) would see.
 */
function recordViolations(page: Page): string[] {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return consoleLines;
}

/** Loads a screen fresh, waits until it shows `landmark`, and asserts the load raised no violation. */
async function expectNoViolations(page: Page, consoleLines: string[], path: string, landmark: (page: Page) => Locator) {
  consoleLines.length = 0;
  await page.goto(path);
  await expect(landmark(page)).toBeVisible();
  // Violation events are queued as tasks: let the queue drain once before reading them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const events = await page.evaluate(() => window.cspViolations);
  expect({ path, events, console: consoleLines }).toEqual({ path, events: [], console: [] });
}

test('no screen breaks the Content Security Policy', async ({ page }) => {
  // Eleven page loads in one test.
  test.slow();
  const consoleLines = recordViolations(page);
  const heading = (name: string) => (p: Page) => p.getByRole('heading', { level: 1, name, exact: true });

  await expectNoViolations(page, consoleLines, '/', (p) => p.getByRole('heading', { level: 1 }));
  await expectNoViolations(page, consoleLines, '/auth', (p) => p.getByRole('tab', { name: 'Sign Up' }));

  const { email } = await createAccount(page.request);
  expect((await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const created = await page.request.post('/api/v1/prompts', {
    data: { title: 'Cold email', content: 'Write to {{name}} about {{product}}.', description: '', tags: ['sales'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await page.request.post(`/api/v1/prompts/${id}/share`);
  const { shareId } = (await shared.json()) as { shareId: string };
  expect((await page.request.put(`/api/v1/prompts/${id}/favorite`, { data: { isFavorite: true } })).ok()).toBe(true);

  await expectNoViolations(page, consoleLines, '/app', heading('All Prompts'));
  await expectNoViolations(page, consoleLines, '/app/prompt/new', (p) => p.getByRole('button', { name: 'Create Prompt' }));
  await expectNoViolations(page, consoleLines, `/app/template/${id}`, heading('Cold email'));
  await expectNoViolations(page, consoleLines, '/app/trash', heading('Trash'));
  await expectNoViolations(page, consoleLines, '/app/favorites', heading('Favorites'));
  await expectNoViolations(page, consoleLines, '/app/account', heading('Account Settings'));
  await expectNoViolations(page, consoleLines, `/shared/${shareId}`, (p) => p.getByRole('heading', { name: 'Cold email' }));
  // The API reference: Scalar's renderer, served from our origin, under the same policy.
  await expectNoViolations(page, consoleLines, '/api/docs', (p) => p.getByRole('heading', { name: 'PromptNest API' }));
  await expectNoViolations(page, consoleLines, '/no-such-page', (p) => p.getByRole('heading', { name: 'Oops! Page not found' }));
});
