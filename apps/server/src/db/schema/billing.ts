import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The Stripe customer of an account, kept across subscriptions so the portal and later checkouts reuse it. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every Stripe webhook event id processed, so a redelivered event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkout sessions of the built-in local billing provider (used when Stripe is not configured). */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['pro', 'max'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull().default('month'),
    status: text('status', { enum: ['open', 'complete', 'cancelled'] }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_checkouts_user_idx').on(t.userId)],
);

/** E-mailed account deletion links (spec §2 "Confirm deletion page"): only a hash of the token is kept. */
export const accountDeletionTokens = pgTable('account_deletion_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
