import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';

/**
 * Spec §4 "Admin panel": locked until the admin gives their password again. An unlock belongs to one
 * session and lasts a short while (ADMIN_UNLOCK_MINUTES, extended while the panel is in use).
 */
export const adminUnlocks = pgTable('admin_unlocks', {
  sessionId: text('session_id').primaryKey().references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
