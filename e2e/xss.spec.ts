import { createAccount, database, expect, PASSWORD, signIn, test } from './fixtures';

/**
 * Stored text is shown as text everywhere. The payloads go straight into the database, past the
 * server's validation and sanitising, so that this tests the screens themselves. Any script run or
 * dialog opened fails the test.
 */
const payloads = {
  title: `<img src=x onerror="window.__xss='title'">Title"><svg/onload=window.__xss='title2'>`,
  description: `<script>window.__xss='description'</script>Description`,
  content: `Hello {{name}} <iframe src="javascript:window.__xss='content'"></iframe> <b onmouseover="window.__xss='b'">bold</b>`,
  tag: `"><img src=x onerror=window.__xss='tag'>`,
  creditName: `<img src=x onerror="window.__xss='credit'">Ada`,
  creditUrl: `javascript:window.__xss='crediturl'`,
};

test('XSS payloads in every text field show as text and run nothing', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  const [prompt] = await database()`
    insert into prompts (user_id, title, description, content, tags, is_shared, is_favorite, share_id, credit_name, credit_url)
    select id, ${payloads.title}, ${payloads.description}, ${payloads.content}, ${[payloads.tag, 'safe']}::text[], true, true, 'xssSharedId1', ${payloads.creditName}, ${payloads.creditUrl}
    from users where email = ${email}
    returning id`;
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const screens = ['/app', '/app/favorites', '/app/templates', '/app/shared', `/app/prompt/${prompt?.id}`, `/app/template/${prompt?.id}`, '/shared/xssSharedId1'];
  for (const screen of screens) {
    await page.goto(screen);
    if (screen.startsWith('/app/prompt/')) await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(payloads.title);
    else if (screen.startsWith('/app/template/')) await expect(page.getByText('Hello', { exact: false }).first()).toBeVisible();
    else await expect(page.getByText('Title"><svg/onload', { exact: false }).first()).toBeVisible();
    await page.mouse.move(400, 400);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), screen).toBeUndefined();
  }
  // On the shared view the credit shows as text: a javascript: address never becomes a link.
  await expect(page.getByText(payloads.creditName)).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // The trash shows the same text.
  await database()`update prompts set deleted_at = now() where id = ${prompt?.id ?? ''}`;
  await page.goto('/app/trash');
  await expect(page.getByText('Title"><svg/onload', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the account page and the admin panel show stored names, e-mails and errors as text', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await database()`update users set role = 'admin' where email = ${email}`;
  const marker = Date.now().toString(36);
  const pendingEmail = `xss${marker}"><img src=x onerror=window.__xss='email'>@example.com`;
  const [pending] = await database()`
    insert into users (id, name, email, email_verified, approved, role)
    values (${`xss-${marker}`}, ${`<img src=x onerror="window.__xss='name'">Mallory ${marker}`}, ${pendingEmail}, true, false, 'user')
    returning id`;
  await database()`insert into subscriptions (user_id, tier, source, granted_by_admin, current_period_end)
    values (${pending?.id ?? ''}, 'Pro', 'admin', true, now() + interval '5 days')`;
  await database()`insert into security_events (type, email, details)
    values ('failed_login', ${pendingEmail}, ${database().json({ error: `<script>window.__xss='error'</script>Invalid ${marker}` })})`;
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/account');
  await page.getByRole('tab', { name: 'Admin Panel' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByText(`Mallory ${marker}`)).toBeVisible();
  await expect(page.getByText(pendingEmail).first()).toBeVisible();
  await expect(page.getByText(`Invalid ${marker}`, { exact: false })).toBeVisible();
  await page.mouse.move(300, 300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
