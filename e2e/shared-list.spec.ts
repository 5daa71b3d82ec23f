import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('the Shared page shows each link readably, cut in the middle, with Copy Link styled like Copy', async ({ page, request, context, baseURL }) => {
  // Two viewports and two axe runs.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const created = await page.request.post('/api/v1/prompts', { data: { title: 'Team retro', content: 'What went well?', tags: [] } });
  const { id } = (await created.json()) as { id: string };
  const { shareId } = (await (await page.request.post(`/api/v1/prompts/${id}/share`)).json()) as { shareId: string };
  const url = `${baseURL}/shared/${shareId}`;

  // On a small phone the whole link cannot fit the card's width.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/app/shared');
  const card = page.getByRole('article', { name: 'Team retro' });
  const link = card.getByRole('link', { name: url });
  await expect(link).toHaveAttribute('title', url);
  await expect(link).toHaveAttribute('href', url);
  // The end of the link, which tells links apart, stays in view; the middle gives way.
  const tail = link.getByText(shareId.slice(-8), { exact: true });
  await expect(tail).toBeInViewport();
  expect(await link.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

  // Cut short beside its button; focused, it is written out in full.
  const isWhole = () =>
    link.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      return Array.from(range.getClientRects()).every((rect) => rect.left >= box.left - 1 && rect.right <= box.right + 1);
    });
  expect(await isWhole()).toBe(false);
  await link.focus();
  expect(await isWhole()).toBe(true);

  // One button style: Copy Link looks like Copy (no border of its own).
  const style = (name: string) =>
    card.getByRole('button', { name, exact: true }).evaluate((el) => {
      const css = getComputedStyle(el);
      return { border: css.borderTopWidth, background: css.backgroundColor, color: css.color, height: css.height };
    });
  expect(await style('Copy Link')).toEqual(await style('Copy'));

  await card.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Share link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);

  // In list view at 1280 px the link fits whole beside its button.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('article', { name: 'Team retro' }).getByRole('link', { name: url })).toBeVisible();
  await expectNoAxeViolations(page);
});
