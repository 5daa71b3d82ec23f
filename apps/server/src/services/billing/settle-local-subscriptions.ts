import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.js';

/**
 * The local provider's renewals (Stripe does its own and tells us by webhook): a local subscription that
 * is not cancelling moves on by its period (a month, or a year for annual billing) until its end is ahead again; one that was
 * cancelling and has reached its end is marked canceled. Admin test subscriptions simply run out.
 */
export async function settleLocalSubscriptions(db: Queryable): Promise<{ renewed: number; ended: number }> {
  let renewed = 0;
  for (let month = 0; month < 120; month += 1) {
    const rows = await db.execute(sql`
      update subscriptions set updated_at = now(), current_period_end = current_period_end
        + case when billing_interval = 'year' then interval '1 year' else interval '1 month' end
      where source = 'local' and status = 'active' and not cancel_at_period_end and current_period_end <= now()
      returning user_id`);
    if (rows.length === 0) break;
    if (month === 0) renewed = rows.length;
  }
  const ended = await db.execute(sql`
    update subscriptions set status = 'canceled', updated_at = now()
    where source = 'local' and status = 'active' and cancel_at_period_end and current_period_end <= now()
    returning user_id`);
  return { renewed, ended: ended.length };
}
