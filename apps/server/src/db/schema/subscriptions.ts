import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Spec §3 "Subscription status": one row per account that has (or had) a paid or admin-granted plan.
 * Whether the row still counts is decided by `liveSubscriptionSql` (billing/live-subscription.ts).
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier', { enum: ['Premium', 'Pro', 'Max', 'Enterprise'] }).notNull(),
  /** Who keeps it: Stripe, the built-in local billing, or an administrator's test grant. */
  source: text('source', { enum: ['stripe', 'local', 'admin'] }).notNull().default('local'),
  /** The provider's status (Stripe's: active, trialing, past_due, canceled, unpaid…; local: active or canceled). */
  status: text('status').notNull().default('active'),
  /** When the current period ends (renews or expires then); null: no end date. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** How often a paid subscription renews: monthly, or yearly at 25% less (spec §9 "annual billing saves 25%"). */
  billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull().default('month'),
  grantedByAdmin: boolean('granted_by_admin').notNull().default(false),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** The `created` time of the last Stripe event applied: older events arriving late are ignored. */
  providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
