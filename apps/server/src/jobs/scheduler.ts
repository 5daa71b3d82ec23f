import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/connect.js';
import type { Logger } from '../logger.js';
import { settleLocalSubscriptions } from '../services/billing/settle-local-subscriptions.js';
import { pruneUnapprovedClients } from '../services/oauth/prune-unapproved-clients.js';
import { purgeTrash } from '../services/prompts/purge-trash.js';
import { pruneRateLimits } from '../services/rate-limit.js';

export interface Job {
  name: string;
  everyMs: number;
  /** Runs inside the transaction that holds the job's lock. */
  run(db: Queryable): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

export const jobs: Job[] = [
  { name: 'prune-rate-limits', everyMs: HOUR, run: pruneRateLimits },
  { name: 'purge-trash', everyMs: HOUR, run: async (db) => void (await purgeTrash(db)) },
  { name: 'settle-local-subscriptions', everyMs: HOUR, run: async (db) => void (await settleLocalSubscriptions(db)) },
  { name: 'prune-unapproved-oauth-clients', everyMs: HOUR, run: async (db) => void (await pruneUnapprovedClients(db)) },
];

/**
 * Runs each job on a timer. A job takes a transaction-level advisory lock and checks when it last ran,
 * so when several servers share one database it runs once per interval, on one of them. Returns a stop function.
 */
export function startJobs(deps: { db: Database; log: Logger }, list: Job[] = jobs): () => void {
  const timers = list.map((job) => {
    const tick = () => void runOnce(deps, job);
    const first = setTimeout(tick, 10_000);
    const every = setInterval(tick, job.everyMs);
    first.unref();
    every.unref();
    return [first, every] as const;
  });
  return () => timers.forEach(([first, every]) => (clearTimeout(first), clearInterval(every)));
}

export async function runOnce(deps: { db: Database; log: Logger }, job: Job): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
      if (!row?.locked) return false;
      const [last] = await tx.execute<{ due: boolean }>(
        sql`select last_run_at < now() - make_interval(secs => ${(job.everyMs * 0.9) / 1000}) as due from job_runs where name = ${job.name}`,
      );
      if (last && !last.due) return false;
      await job.run(tx);
      await tx.execute(sql`insert into job_runs (name, last_run_at) values (${job.name}, now())
        on conflict (name) do update set last_run_at = excluded.last_run_at`);
      return true;
    });
  } catch (error) {
    deps.log.error('job failed', { job: job.name, error });
    return false;
  }
}
