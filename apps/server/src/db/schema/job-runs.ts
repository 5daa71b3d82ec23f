import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each scheduled job last ran, so that several servers sharing one database run it once per interval. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
