import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { runOnce, type Job } from './scheduler.js';

let db: TestDatabase;
const log = createLogger('silent');

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('scheduled jobs', () => {
  it('run once per interval even when several servers fire them at the same moment', async () => {
    let runs = 0;
    const job: Job = {
      name: 'count-runs',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const results = await Promise.all([1, 2, 3].map(() => runOnce({ db: db.handle.db, log }, job)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The next tick within the interval does nothing either.
    expect(await runOnce({ db: db.handle.db, log }, job)).toBe(false);
    expect(runs).toBe(1);
  });

  it('run again once the interval has passed', async () => {
    let runs = 0;
    const job: Job = { name: 'short-interval', everyMs: 100, run: async () => void (runs += 1) };
    expect(await runOnce({ db: db.handle.db, log }, job)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await runOnce({ db: db.handle.db, log }, job)).toBe(true);
    expect(runs).toBe(2);
  });

  it('keep the server up when a job throws', async () => {
    const job: Job = { name: 'broken', everyMs: 1000, run: async () => { throw new Error('boom'); } };
    expect(await runOnce({ db: db.handle.db, log }, job)).toBe(false);
  });
});
