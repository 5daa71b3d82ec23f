import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Spec §3 "Subscription status": one row per account that has (or had) a paid or admin-granted plan.
 * No row, or an end date in the past, means Free.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Premium', 'Pro', 'Max', 'Enterprise'] }).notNull(),
  /** When the current period ends (renews or expires then); null: no end date. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  grantedByAdmin: boolean('granted_by_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
