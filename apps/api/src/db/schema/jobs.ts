import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys of the jobs that finished: a job whose key is here is never run again (pg-boss keeps the queue itself). */
export const jobRuns = pgTable('job_runs', {
  key: text('key').primaryKey(),
  jobName: text('job_name').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
