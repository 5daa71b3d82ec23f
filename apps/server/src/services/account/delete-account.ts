import { AppError, mustCancelBeforeDeletion, type SessionUser } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { findLiveSubscription, presentSubscription } from '../../billing/live-subscription.js';
import type { Queryable } from '../../db/connect.js';
import { escapeLike } from '../../db/escape-like.js';
import type { AppDeps } from '../../context/app-env.js';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all of its data have been deleted.';

/**
 * Spec §4 "Account deletion": administrators cannot delete their own account, and a paid subscription that
 * still renews must be cancelled first. Throws the matching error; used before sending a link and before deleting.
 */
export async function assertMayDeleteAccount(deps: AppDeps, user: SessionUser) {
  if (user.isAdmin) throw new AppError('ADMIN_CANNOT_DELETE');
  const subscription = await findLiveSubscription(deps.db, user.id);
  if (mustCancelBeforeDeletion(presentSubscription(subscription))) throw new AppError('SUBSCRIPTION_MUST_BE_CANCELLED');
  return subscription;
}

/**
 * Deletes the account and every row that belongs to it, in one transaction: prompts, sessions, sign-in
 * accounts, reset and confirmation tokens, security events, rate-limit counters, billing records and the
 * profile. A Stripe subscription still running (cancelling at period end) is ended at Stripe first, so a
 * failure there deletes nothing.
 */
export async function deleteAccount(deps: AppDeps, user: SessionUser, beforeDelete?: (tx: Queryable) => Promise<void>) {
  const subscription = await assertMayDeleteAccount(deps, user);
  if (subscription?.source === 'stripe' && subscription.stripeSubscriptionId) {
    if (!deps.stripe) throw new AppError('BILLING_UNAVAILABLE');
    await deps.stripe.cancelNow(subscription.stripeSubscriptionId);
  }
  const email = user.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    // Waits for a prompt save of this user in flight (it holds the same lock), so none lands after the delete.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-limit:${user.id}`}))`);
    await beforeDelete?.(tx);
    await tx.execute(sql`delete from prompts where user_id = ${user.id}`);
    await tx.execute(sql`delete from sessions where user_id = ${user.id}`);
    await tx.execute(sql`delete from accounts where user_id = ${user.id}`);
    await tx.execute(sql`delete from verifications where value = ${user.id} or identifier = ${email} or value like ${`%${escapeLike(email)}%`}`);
    await tx.execute(sql`delete from security_events where user_id = ${user.id} or lower(email) = ${email}
      or details->>'targetUserId' = ${user.id} or lower(details->>'targetEmail') = ${email}`);
    await tx.execute(sql`delete from rate_limits where key like ${`%:${escapeLike(email)}`} or key like ${`%:${escapeLike(user.id)}`}`);
    // Subscription, billing customer, local checkouts and deletion links go with the user (on delete cascade).
    await tx.execute(sql`delete from users where id = ${user.id}`);
  });
  deps.log.info('account deleted', { userId: user.id });
  return { message: ACCOUNT_DELETED_MESSAGE };
}
