import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, signIn } from './fixtures';

/** A new approved account, signed in through the form and settled in its library. Returns its e-mail. */
export async function signInNewAccount(page: Page, request: APIRequestContext) {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
  // Cards and toasts fade in; axe wants them settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return email;
}
