import { AppError, accountRoutes as r, DELETE_ACCOUNT_EMAIL_MISMATCH, isSameEmail } from '@promptnest/core';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import type { AppEnv } from '../../context/app-env.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { deleteAccount } from '../../services/account/delete-account.js';
import { confirmDeletion, sendDeletionLink } from '../../services/account/deletion-link.js';

/** The session is gone with the account; the browser's cookie goes too. */
function dropSessionCookie(c: Context<AppEnv>) {
  const name = c.get('deps').sessionCookie;
  deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
}

/** Spec §7 delete-account: direct deletion, an e-mailed confirmation link, and confirming with its token. */
export const accountRoutes = createRouter()
  .openapi(withMiddleware(r.deleteAccount, requireApprovedUser), async (c) => {
    const user = currentUser(c);
    if (!isSameEmail(c.req.valid('json').email, user.email)) throw new AppError('VALIDATION_FAILED', DELETE_ACCOUNT_EMAIL_MISMATCH);
    const result = await deleteAccount(c.get('deps'), user);
    dropSessionCookie(c);
    return c.json(result, 200);
  })
  .openapi(withMiddleware(r.sendDeletionLink, requireApprovedUser), async (c) => c.json(await sendDeletionLink(c.get('deps'), currentUser(c), c.get('clientIp')), 200))
  .openapi(withMiddleware(r.confirmDeletion, requireApprovedUser), async (c) => {
    const result = await confirmDeletion(c.get('deps'), currentUser(c), c.req.valid('json').token);
    dropSessionCookie(c);
    return c.json(result, 200);
  });
