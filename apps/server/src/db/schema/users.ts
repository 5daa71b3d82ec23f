import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** better-auth's user table, with PromptNest's approval flag, role and suspension (set while an admin has suspended the account). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  approved: boolean('approved').notNull().default(false),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
