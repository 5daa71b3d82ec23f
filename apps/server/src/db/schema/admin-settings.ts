import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 "Admin setting": setting_key (auto_approve_users) → setting_value. */
export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: boolean('setting_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
