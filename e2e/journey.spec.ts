import { createAccount, database, expect, PASSWORD, signIn, test, uniqueEmail, waitUntilLive } from './fixtures';

/**
 * One person's whole day with the library, end to end: create → edit with autosave → tag filter →
 * search → favourite → share → a visitor fills the template and copies it → saves it to a new account
 * through sign-up → delete → restore → delete forever.
 */
test('the library from first prompt to delete forever', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);

  // Create through the editor.
  await page.getByRole('link', { name: 'New Prompt' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Cold outreach');
  await page.getByRole('textbox', { name: 'Content' }).fill('Write to {{name}} about {{product description}}.');
  await expect(page.getByText('Template', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Add tag' }).fill('sales');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page.getByText('Prompt created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  // Edit with autosave, and see it kept after a reload.
  const card = page.getByRole('article', { name: 'Cold outreach' });
  await card.getByRole('link', { name: 'Cold outreach' }).click();
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('Write to {{name}} about {{product description}}. Keep it under 100 words.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(/Keep it under 100 words\./);

  // Tag filter from the sidebar, then search from the top bar.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^sales 1 prompt$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prompts tagged with sales' })).toBeVisible();
  await expect(card).toBeVisible();
  await page.getByRole('link', { name: 'Back to all prompts' }).click();
  await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('outrea');
  await expect(page).toHaveURL(/q=outrea/);
  await expect(card).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('no such words anywhere');
  await expect(page.getByText('No prompts found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('');

  // Favourite.
  await card.getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await page.getByRole('link', { name: 'Favorites' }).first().click();
  await expect(page.getByRole('article', { name: 'Cold outreach' })).toBeVisible();

  // Share from the editor.
  await page.getByRole('article', { name: 'Cold outreach' }).getByRole('link', { name: 'Cold outreach' }).click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('This prompt is publicly shared')).toBeVisible();
  const shareLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareLink).toMatch(/\/shared\/[A-Za-z0-9_-]{12}$/);

  // A visitor, signed out, fills the template and copies the result.
  const visitorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const visitor = await visitorContext.newPage();
  await visitor.emulateMedia({ reducedMotion: 'reduce' });
  await visitor.goto(shareLink);
  await expect(visitor.getByRole('heading', { name: 'Cold outreach' })).toBeVisible();
  await waitUntilLive(visitor);
  await visitor.getByRole('textbox', { name: 'name', exact: true }).fill('Ada');
  await visitor.getByRole('textbox', { name: 'product description' }).fill('our new prompt library');
  await visitor.getByRole('button', { name: 'Copy' }).click();
  await expect(visitor.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe('Write to Ada about our new prompt library. Keep it under 100 words.');

  // ...and saves it to a new account through sign-up.
  const visitorEmail = uniqueEmail('visitor');
  await visitor.getByRole('link', { name: 'Join Free & Save' }).click();
  await visitor.getByLabel('Email').fill(visitorEmail);
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor.getByText('Your account is awaiting approval.')).toBeVisible();
  await database()`update users set approved = true where email = ${visitorEmail}`;
  await visitor.reload();
  await expect(visitor.getByText('The prompt has been saved to your account.')).toBeVisible();
  const saved = await database()`select p.title, p.credit_url from prompts p join users u on u.id = p.user_id where u.email = ${visitorEmail}`;
  expect(saved).toEqual([{ title: 'Cold outreach', credit_url: shareLink }]);
  await visitorContext.close();

  // Delete, restore, delete forever.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Prompt' }).click();
  await expect(page.getByText('Prompt deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('link', { name: 'Trash' }).first().click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Prompt restored')).toBeVisible();
  await page.getByRole('link', { name: 'All Prompts' }).first().click();
  await page.getByRole('article', { name: 'Cold outreach' }).getByRole('link', { name: 'Cold outreach' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Prompt' }).click();
  // The editor returns to the list once the lists are fresh; a click on Trash before that is overtaken by it.
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('link', { name: 'Trash' }).first().click();
  await page.getByRole('button', { name: 'Delete Forever' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Forever' }).click();
  await expect(page.getByText('Prompt permanently deleted')).toBeVisible();
  const left = await database()`select 1 from prompts p join users u on u.id = p.user_id where u.email = ${email}`;
  expect(left).toHaveLength(0);
  // The share link died with it.
  const gone = await request.get(new URL(shareLink).pathname.replace('/shared/', '/api/shared/'));
  expect(gone.status()).toBe(404);
});
