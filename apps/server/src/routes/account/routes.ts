import { AppError, confirmDeletionRequestSchema, DELETE_ACCOUNT_EMAIL_MISMATCH, deleteAccountRequestSchema, isSameEmail } from '@promptnest/core';
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/json-body.js';
import { deleteAccount } from '../../services/account/delete-account.js';
import { confirmDeletion, sendDeletionLink } from '../../services/account/deletion-link.js';

/** The session is gone with the account; the browser's cookie goes too. */
function dropSessionCookie(c: Context<AppEnv>) {
  const name = c.get('deps').sessionCookie;
  deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
}

/** Spec §7 delete-account: direct deletion, an e-mailed confirmation link, and confirming with its token. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireApprovedUser)
  .post('/delete', async (c) => {
    const user = currentUser(c);
    const { email } = await readJson(c, deleteAccountRequestSchema);
    if (!isSameEmail(email, user.email)) throw new AppError('VALIDATION_FAILED', DELETE_ACCOUNT_EMAIL_MISMATCH);
    const result = await deleteAccount(c.get('deps'), user);
    dropSessionCookie(c);
    return c.json(result);
  })
  .post('/deletion-link', async (c) => c.json(await sendDeletionLink(c.get('deps'), currentUser(c), c.get('clientIp'))))
  .post('/delete/confirm', async (c) => {
    const { token } = await readJson(c, confirmDeletionRequestSchema);
    const result = await confirmDeletion(c.get('deps'), currentUser(c), token);
    dropSessionCookie(c);
    return c.json(result);
  });
